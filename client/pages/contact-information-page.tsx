import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function ContactInformationPage() {
  return <ScreenPlaceholder screen="contactInformation" />;
}
