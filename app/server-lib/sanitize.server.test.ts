import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.server';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting', () => {
    const html = '<h2>Title</h2><p>A <strong>big</strong> <em>flat</em> <u>near</u> <s>old</s></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><h3>a</h3><h4>b</h4><p>x<br>y</p>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes scripts with their content, event handlers and styles', () => {
    expect(sanitizeRichText('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<p onclick="x()" style="color:red" class="c">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<style>p{}</style><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe>ok')).toBe('ok');
  });

  it('removes images (with their onerror) entirely', () => {
    expect(sanitizeRichText('<p>a<img src=x onerror="alert(1)">b</p>')).toBe('<p>ab</p>');
  });

  it('drops javascript:, data: and protocol-relative links but keeps the text', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,hi', '//evil.example']) {
      const out = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(out).not.toMatch(/href|javascript|data:|evil/i);
      expect(out).toMatch(/>x<\/a>$/);
    }
  });

  it('makes safe links open in a new tab without a referrer handle', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self" rel="me" onclick="x">site</a>')).toBe(
      '<a href="https://example.com" rel="noopener nofollow" target="_blank">site</a>',
    );
  });

  it('maps b and i to strong and em', () => {
    expect(sanitizeRichText('<b>a</b><i>b</i>')).toBe('<strong>a</strong><em>b</em>');
  });
});
