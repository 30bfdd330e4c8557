import { AntdScope } from './AppProviders.tsx';
import { deferredPart } from './deferredPart.tsx';

const CrashCardPart = deferredPart(
  () => import('./CrashCard.tsx'),
  (module) => module.CrashCard,
);
const NotFoundPart = deferredPart(
  () => import('./NotFoundPage.tsx'),
  (module) => module.NotFoundPage,
);

/** The crash page, with antd fetched when it first shows: a page that never crashes never loads it for this. */
export function CrashCard({ onRefresh }: { onRefresh?: () => void }) {
  return (
    <AntdScope>
      <CrashCardPart onRefresh={onRefresh} />
    </AntdScope>
  );
}

/** The not-found page, with antd fetched when it first shows. */
export function NotFoundPage() {
  return (
    <AntdScope>
      <NotFoundPart />
    </AntdScope>
  );
}
