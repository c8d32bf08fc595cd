import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';
import { renderPage } from '../../../tests/support/render-page';

const photo = '/media/60/6037ee56-5b87-41b8-9a5e-f4d9f6bf3eb2-800.webp';
const drawn = (avatar: () => React.ReactNode, dataSaver = false) => renderPage('/about', avatar, {}, { root: { dataSaver } });

describe('Avatar', () => {
  it('draws a portal photo from its 400 px rendition, fetched when near only where asked', () => {
    const eager = drawn(() => <Avatar src={photo} name="Aye" size={40} />);
    expect(eager).toContain('src="/media/60/6037ee56-5b87-41b8-9a5e-f4d9f6bf3eb2-400.webp"');
    expect(eager).not.toContain('loading=');
    expect(drawn(() => <Avatar src={photo} name="Aye" size={40} lazy />)).toContain('loading="lazy"');
  });

  it('shows the initial on a disc without a photo', () => {
    expect(drawn(() => <Avatar src={null} name="aye" />)).toContain('>A</span>');
  });

  it('shows the initial, no photo to download, in data saver', () => {
    const html = drawn(() => <Avatar src={photo} name="aye" />, true);
    expect(html).toContain('>A</span>');
    expect(html).not.toContain('<img');
  });
});
