import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

const photo = '/media/60/6037ee56-5b87-41b8-9a5e-f4d9f6bf3eb2-800.webp';

describe('Avatar', () => {
  it('draws a portal photo from its 400 px rendition, fetched when near only where asked', () => {
    const eager = renderToString(<Avatar src={photo} name="Aye" size={40} />);
    expect(eager).toContain('src="/media/60/6037ee56-5b87-41b8-9a5e-f4d9f6bf3eb2-400.webp"');
    expect(eager).not.toContain('loading=');
    expect(renderToString(<Avatar src={photo} name="Aye" size={40} lazy />)).toContain('loading="lazy"');
  });

  it('shows the initial on a disc without a photo', () => {
    expect(renderToString(<Avatar src={null} name="aye" />)).toContain('>A</span>');
  });
});
