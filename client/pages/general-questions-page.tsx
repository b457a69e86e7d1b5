import { ScreenPlaceholder } from '../app/screen-placeholder';

export default function GeneralQuestionsPage() {
  return <ScreenPlaceholder screen="generalQuestions" />;
}
