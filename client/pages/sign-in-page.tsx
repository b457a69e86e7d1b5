import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function SignInPage() {
  return <ScreenPlaceholder screen="signIn" />;
}
