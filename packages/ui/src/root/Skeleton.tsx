/** Grey bars holding the place of a heading (`titleWidth` of the width) and `rows` lines while a screen loads. */
export function Skeleton({ rows, titleWidth = '60%' }: { rows: number; titleWidth?: string }) {
  return (
    <div className="tl-skeleton">
      <div className="tl-skeleton-title" style={{ width: titleWidth }} />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="tl-skeleton-row" />
      ))}
    </div>
  );
}
