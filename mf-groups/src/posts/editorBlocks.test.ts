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

  it('reads the bold and links another editor wrote as markup, and other inline tags as their words', () => {
    const [block] = fromContentBlocks([
      {
        type: 'paragraph',
        data: { text: 'A <b>bold</b> <a href="https://example.org">link</a> <u>under</u><br>next' },
      },
    ]);
    expect(block!.text).toBe('A **bold** [link](https://example.org) under\nnext');
  });

  it('writes bold, italic and links typed as markup as their tags, in every kind of block', () => {
    const blocks = [
      { ...emptyBlock(), text: 'Read **this** and *that*' },
      { ...emptyBlock('list'), text: '[Guide](https://example.org/guide)\n**Bold** item' },
      { ...emptyBlock('quote'), text: '*Said*', caption: '[Ada](mailto:ada@example.org)' },
    ];
    expect(toContentBlocks(blocks)).toEqual([
      { type: 'paragraph', data: { text: 'Read <strong>this</strong> and <em>that</em>' } },
      {
        type: 'list',
        data: { style: 'unordered', items: ['<a href="https://example.org/guide">Guide</a>', '<strong>Bold</strong> item'] },
      },
      { type: 'quote', data: { text: '<em>Said</em>', caption: '<a href="mailto:ada@example.org">Ada</a>' } },
    ]);
  });
});
