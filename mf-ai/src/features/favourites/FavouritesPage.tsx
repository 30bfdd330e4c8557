import { useParams } from '@trellis/ui/router';
import { useCall } from '@trellis/platform/api-client';
import { favouriteEndpoints } from '@trellis/contracts/endpoints';
import { NotFoundPage, usePageInAddress } from '@trellis/ui';
import { FAVOURITE_SECTIONS, type ItemSection } from '../../kept-items/itemSections.ts';
import { ItemsLayout } from '../../kept-items/ItemsLayout.tsx';
import { ItemsOverview } from '../../kept-items/ItemsOverview.tsx';
import { ITEMS_PAGE_SIZE, ItemsPage } from '../../kept-items/ItemsPage.tsx';

function Overview() {
  const { data, error } = useCall(favouriteEndpoints.overview, {});
  return <ItemsOverview base="/favorites" sections={FAVOURITE_SECTIONS} data={data} error={error} />;
}

function Section({ section }: { section: ItemSection }) {
  const { page, goToPage } = usePageInAddress();
  const { data, error } = useCall(
    favouriteEndpoints.byType,
    { params: { type: section.type }, query: { page, page_size: ITEMS_PAGE_SIZE } },
    { keepPreviousData: true },
  );
  return <ItemsPage section={section} data={data} error={error} page={page} onPage={goToPage} />;
}

/** /favorites and /favorites/{section}: what the member keeps, first 3 of each kind, then 10 a page. */
export function FavouritesPage() {
  const { section: path } = useParams();
  const section = FAVOURITE_SECTIONS.find((candidate) => candidate.path === path);
  if (path && !section) return <NotFoundPage />;
  return (
    <ItemsLayout title="Favorites" base="/favorites" sections={FAVOURITE_SECTIONS} current={section?.path ?? 'overview'}>
      {section ? <Section key={section.path} section={section} /> : <Overview />}
    </ItemsLayout>
  );
}
