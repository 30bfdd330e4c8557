import { useParams } from '@trellis/ui/router';
import { CONTENT_MESSAGES } from '@trellis/contracts';
import { ContentPage } from '../../posts/ContentPage.tsx';
import { useCareerTip } from '../../posts/postCalls.ts';

/** /career-tip/{slug}: one career tip with a back action; a private one reads as missing outside its group. */
export function CareerTipPage() {
  const { slug = '' } = useParams();
  return <ContentPage read={useCareerTip(slug)} notFound={CONTENT_MESSAGES.careerTipNotFound} listPath="/career-tips" />;
}
