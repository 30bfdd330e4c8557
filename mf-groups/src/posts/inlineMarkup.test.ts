import { inlineToMarkup, isLinkAddress, linkSelection, markupToInline, wrapSelection } from './inlineMarkup.ts';

describe('inline markup', () => {
  it('writes bold, italic and links as tags and escapes everything else', () => {
    expect(markupToInline('**Bold** and *italic* and [a link](https://example.org/a?b=1&c=2)')).toBe(
      '<strong>Bold</strong> and <em>italic</em> and <a href="https://example.org/a?b=1&amp;c=2">a link</a>',
    );
    expect(markupToInline('<script>alert("x")</script> & more\nnext')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more<br>next',
    );
    expect(markupToInline('[**bold** link](mailto:ada@example.org)')).toBe(
      '<a href="mailto:ada@example.org"><strong>bold</strong> link</a>',
    );
    expect(markupToInline('*italic with **bold** inside*')).toBe('<em>italic with <strong>bold</strong> inside</em>');
  });

  it('leaves marks that wrap nothing, unsafe addresses and escaped marks as plain characters', () => {
    expect(markupToInline('2 * 3 * 4 and ** nothing ** and **')).toBe('2 * 3 * 4 and ** nothing ** and **');
    expect(markupToInline('[click](javascript:alert(1))')).toBe('[click](javascript:alert(1))');
    expect(markupToInline('[click](data:text/html,x)')).toBe('[click](data:text/html,x)');
    expect(markupToInline('\\*not italic\\* \\[not a link](https://example.org)')).toBe('*not italic* [not a link](https://example.org)');
  });

  it('reads stored HTML back as the same markup, marks in the words escaped', () => {
    const typed = [
      'Plain 2 * 3 and [brackets] and a back\\slash',
      '**Bold**, *italic* and [a link](https://example.org/x)',
      'Line one\nline two',
    ];
    for (const text of typed) expect(markupToInline(inlineToMarkup(markupToInline(text)))).toBe(markupToInline(text));
    expect(inlineToMarkup(markupToInline('Plain 2 * 3 and [brackets]'))).toBe('Plain 2 \\* 3 and \\[brackets\\]');
    expect(inlineToMarkup('<strong>bold </strong>word')).toBe('**bold** word');
    expect(inlineToMarkup('<a href="https://example.org/a (b)">x</a>')).toBe('[x](https://example.org/a%20%28b%29)');
    expect(inlineToMarkup('<a href="javascript:alert(1)">x</a>')).toBe('x');
  });

  it('wraps the selection in marks, or a placeholder to type over when nothing is selected', () => {
    expect(wrapSelection({ text: 'make this bold', start: 5, end: 9 }, '**', '**', 'bold text')).toEqual({
      text: 'make **this** bold',
      start: 7,
      end: 11,
    });
    expect(wrapSelection({ text: 'end: ', start: 5, end: 5 }, '*', '*', 'italic text')).toEqual({
      text: 'end: *italic text*',
      start: 6,
      end: 17,
    });
  });

  it('turns the selection into a link to a web or mail address only', () => {
    expect(linkSelection({ text: 'see the guide now', start: 8, end: 13 }, 'guide [v2]', 'https://example.org/g')).toEqual({
      text: 'see the [guide [v2\\]](https://example.org/g) now',
      start: 8,
      end: 44,
    });
    expect(isLinkAddress('https://example.org')).toBe(true);
    expect(isLinkAddress('mailto:ada@example.org')).toBe(true);
    expect(isLinkAddress('javascript:alert(1)')).toBe(false);
    expect(isLinkAddress('example.org')).toBe(false);
  });
});
