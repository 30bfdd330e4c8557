import { emptyBlock, fromContentBlocks, toContentBlocks } from './editorBlocks.ts';

describe('editor blocks', () => {
  it('escapes what is typed, keeps line breaks, splits list lines and leaves out blocks without words', () => {
    const blocks = [
      { ...emptyBlock(), text: 'Tom & Jerry <script>alert(1)</script>\nsecond line' },
      { ...emptyBlock('list'), text: 'one\n\n  two  \n', style: 'ordered' as const },
      { ...emptyBlock('header'), text: '   ' },
      { ...emptyBlock('quote'), text: 'Quoted', caption: ' ' },
      emptyBlock('delimiter'),
    ];
    expect(toContentBlocks(blocks)).toEqual([
      { type: 'paragraph', data: { text: 'Tom &amp; Jerry &lt;script&gt;alert(1)&lt;/script&gt;<br>second line' } },
      { type: 'list', data: { style: 'ordered', items: ['one', 'two'] } },
      { type: 'quote', data: { text: 'Quoted' } },
      { type: 'delimiter', data: {} },
    ]);
  });

  it('reads stored blocks back as the plain text that was typed', () => {
    const typed = [
      { ...emptyBlock(), text: 'Tom & Jerry <b>not bold</b>\nsecond line' },
      { ...emptyBlock('header'), text: 'Heading', level: 3 as const },
      { ...emptyBlock('quote'), text: 'Quoted', caption: 'Someone' },
    ];
    const back = fromContentBlocks(toContentBlocks(typed));
    expect(back.map(({ type, text, caption }) => ({ type, text, caption }))).toEqual([
      { type: 'paragraph', text: 'Tom & Jerry <b>not bold</b>\nsecond line', caption: '' },
      { type: 'header', text: 'Heading', caption: '' },
      { type: 'quote', text: 'Quoted', caption: 'Someone' },
    ]);
    expect(back[1]!.level).toBe(3);
  });

  it('reads the inline tags another editor wrote as their words', () => {
    const [block] = fromContentBlocks([
      { type: 'paragraph', data: { text: 'A <b>bold</b> <a href="https://example.org">link</a><br>next' } },
    ]);
    expect(block!.text).toBe('A bold link\nnext');
  });
});
