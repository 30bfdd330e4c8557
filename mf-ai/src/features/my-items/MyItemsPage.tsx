import { useParams } from '@trellis/ui/router';
import { useCall } from '@trellis/platform/api-client';
import { favouriteEndpoints } from '@trellis/contracts/endpoints';
import { NotFoundPage, usePageInAddress } from '@trellis/ui';
import { MY_ITEM_SECTIONS } from '../../kept-items/itemSections.ts';
import { ItemsLayout } from '../../kept-items/ItemsLayout.tsx';
import { ItemsOverview } from '../../kept-items/ItemsOverview.tsx';
import { ITEMS_PAGE_SIZE, ItemsPage } from '../../kept-items/ItemsPage.tsx';

type MySection = (typeof MY_ITEM_SECTIONS)[number];

function Overview() {
  const { data, error } = useCall(favouriteEndpoints.myItems, {});
  return <ItemsOverview base="/my" sections={MY_ITEM_SECTIONS} data={data} error={error} showStatus />;
}

function Section({ section }: { section: MySection }) {
  const { page, goToPage } = usePageInAddress();
  const { data, error } = useCall(
    favouriteEndpoints.mine,
    { params: { type: section.mine }, query: { page, page_size: ITEMS_PAGE_SIZE } },
    { keepPreviousData: true },
  );
  return <ItemsPage section={section} data={data} error={error} page={page} onPage={goToPage} showStatus />;
}

/** /my and /my/{section}: what the member created, in any review status, first 3 of each kind, then 10 a page. */
export function MyItemsPage() {
  const { section: path } = useParams();
  const section = MY_ITEM_SECTIONS.find((candidate) => candidate.path === path);
  if (path && !section) return <NotFoundPage />;
  return (
    <ItemsLayout title="My Items" base="/my" sections={MY_ITEM_SECTIONS} current={section?.path ?? 'overview'}>
      {section ? <Section key={section.path} section={section} /> : <Overview />}
    </ItemsLayout>
  );
}
