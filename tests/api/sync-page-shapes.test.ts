import { describe, expect, it } from 'vitest';
import { PageShapes } from '../../api/src/modules/sync/sync.service';

const shape = (last: number) => ({ last, whole: false, hasMore: false, digest: `d${last}` });

describe('PageShapes', () => {
  it('answers a shape only while the last version drawn is the one it was made at', () => {
    const shapes = new PageShapes();
    shapes.set('shopper:1|0|5000', 40, shape(40));
    expect(shapes.get('shopper:1|0|5000', 40)).toEqual(shape(40));
    expect(shapes.get('shopper:1|0|5000', 41)).toBeUndefined();
    expect(shapes.get('shopper:2|0|5000', 40)).toBeUndefined();
    shapes.set('shopper:1|0|5000', 41, shape(41));
    expect(shapes.get('shopper:1|0|5000', 40)).toBeUndefined();
    expect(shapes.get('shopper:1|0|5000', 41)).toEqual(shape(41));
  });

  it('keeps at most its bound, dropping the oldest first', () => {
    const shapes = new PageShapes(2);
    shapes.set('a', 1, shape(1));
    shapes.set('b', 1, shape(2));
    shapes.set('c', 1, shape(3));
    expect(shapes.get('a', 1)).toBeUndefined();
    expect(shapes.get('b', 1)).toEqual(shape(2));
    expect(shapes.get('c', 1)).toEqual(shape(3));
  });
});
