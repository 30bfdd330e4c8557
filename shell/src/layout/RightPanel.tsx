import { RIGHT_PANEL_ELEMENT_ID } from '@trellis/contracts/constants';
import { RecommendationsPanel, RightPanelFrame } from '@trellis/ui';
import { useLocation } from '../routing/useLocation.ts';
import { pageItemSlug, recommendationsOnPage } from './rightPanelTab.ts';

/**
 * The right panel region of the main layout from the lg breakpoint up, its tab chosen by page type: 'Recommendations
 * for you' of the page's kind on the pages that call for them; elsewhere the area owning the page renders into it
 * (found by its id), as CareerGPS does with Ask Anything, or leaves it empty.
 */
export function RightPanel() {
  const { pathname } = useLocation();
  const kind = recommendationsOnPage(pathname);
  return (
    <aside id={RIGHT_PANEL_ELEMENT_ID} className="trellis-right-panel" aria-label="Right panel">
      {kind && (
        <RightPanelFrame>
          <RecommendationsPanel key={kind} entityType={kind} exclude={pageItemSlug(pathname) ?? undefined} />
        </RightPanelFrame>
      )}
    </aside>
  );
}
