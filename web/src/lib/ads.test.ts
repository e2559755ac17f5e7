// Ad pixels: the load decision, loading configured scripts, and the event each platform receives.
import { decidePixels, loadPixels, setAdsAllowed, shapeAdEvent, shouldLoadRecaptcha, trackAdEvent, trackAdEventOnce, type PixelWindow } from './ads';
import { createMemoryStore } from './storage';
import { DEFAULT_CONSENT, GRANTED_CONSENT } from './consent';
import type { ScriptDocument, ScriptElementLike } from './scripts';

describe('decidePixels', () => {
  const query = '?click_id=K&ScCid=S&msclkid=B&fbclid=F&ttclid=T';

  it('picks each pixel whose click parameter is present when consent is granted', () => {
    expect(decidePixels(query, GRANTED_CONSENT)).toEqual(['kwai', 'snap', 'bing', 'facebook', 'tiktok']);
    expect(decidePixels(new URLSearchParams('fbclid=F&gclid=G&sccid=lowercase'), GRANTED_CONSENT)).toEqual(['facebook']);
    expect(decidePixels('?ttclid=', GRANTED_CONSENT)).toEqual([]);
  });

  it('loads nothing without consent', () => {
    expect(decidePixels(query, DEFAULT_CONSENT)).toEqual([]);
  });
});

describe('shouldLoadRecaptcha', () => {
  it('is off for fb modes only', () => {
    expect(shouldLoadRecaptcha('prod-www-mindprint')).toBe(true);
    expect(shouldLoadRecaptcha('prod-www-fb-mindprint')).toBe(false);
  });
});

describe('loadPixels', () => {
  it('loads configured pixels and reports the ones that loaded', async () => {
    const scripts: ScriptElementLike[] = [];
    const doc: ScriptDocument = {
      createElement: () => ({ src: '', async: false, onload: null, onerror: null, remove: () => {} }),
      head: {
        appendChild: (node: never) => {
          const script = node as ScriptElementLike;
          scripts.push(script);
          const handler = script.src.includes('broken') ? script.onerror : script.onload;
          queueMicrotask(() => (handler as () => void)());
        },
      },
    };
    const urls = { kwai: '', snap: '/snap.js', bing: '/broken.js', facebook: '/fb.js', tiktok: '/tt.js' };
    await expect(loadPixels(['kwai', 'snap', 'bing', 'facebook'], urls, doc)).resolves.toEqual(['snap', 'facebook']);
    expect(scripts.map((s) => s.src)).toEqual(['/snap.js', '/broken.js', '/fb.js']);
  });
});

describe('shapeAdEvent', () => {
  it('builds value, currency, content_type, contents and a normalised email', () => {
    expect(shapeAdEvent({ value: 19.989999, currency: 'usd', items: [{ id: 'sku-1' }, { id: 'sku-2', quantity: 2 }], email: ' A@B.io ' })).toEqual({
      value: 19.99, currency: 'USD', content_type: 'product', contents: [{ id: 'sku-1', quantity: 1 }, { id: 'sku-2', quantity: 2 }], email: 'a@b.io',
    });
    expect(shapeAdEvent({ value: 1, currency: 'EUR', items: [], contentType: 'subscription' })).not.toHaveProperty('email');
  });
});

describe('trackAdEvent', () => {
  function recordingWindow() {
    const calls: unknown[][] = [];
    const rec = (label: string) => (...args: unknown[]) => void calls.push([label, ...args]);
    const win: PixelWindow = {
      fbq: rec('fbq'),
      ttq: { track: rec('ttq.track'), identify: rec('ttq.identify') },
      snaptr: rec('snaptr'),
      uetq: { push: rec('uetq') },
      kwaiq: { instance: (id) => ({ track: rec(`kwai:${id}`) }) },
    };
    return { win, calls };
  }
  const payload = { value: 19.99, currency: 'USD', items: [{ id: 'weekly' }], email: 'a@b.io' };
  const data = { value: 19.99, currency: 'USD', content_type: 'product', contents: [{ id: 'weekly', quantity: 1 }] };

  it('sends each loaded platform its own event name and shape, email only as user data', () => {
    const { win, calls } = recordingWindow();
    trackAdEvent('Purchase', payload, { window: win, loaded: ['facebook', 'tiktok', 'snap', 'bing', 'kwai'], kwaiPixelId: 'P1' });
    expect(calls).toEqual([
      ['fbq', 'track', 'Purchase', data],
      ['ttq.identify', { email: 'a@b.io' }],
      ['ttq.track', 'CompletePayment', { ...data, contents: [{ content_id: 'weekly', quantity: 1 }] }],
      ['snaptr', 'track', 'PURCHASE', { price: 19.99, currency: 'USD', item_ids: ['weekly'], user_email: 'a@b.io' }],
      ['uetq', 'event', 'purchase', { revenue_value: 19.99, currency: 'USD' }],
      ['kwai:P1', 'EVENT_PURCHASE', data],
    ]);
  });

  it('does nothing when no pixel is loaded, and skips Kwai without a pixel id', () => {
    const { win, calls } = recordingWindow();
    trackAdEvent('Lead', payload, { window: win, loaded: [] });
    trackAdEvent('Lead', payload, { window: win, loaded: ['kwai'] });
    expect(calls).toEqual([]);
  });

  it('survives a throwing or missing vendor global', () => {
    const { win, calls } = recordingWindow();
    win.fbq = () => {
      throw new Error('vendor bug');
    };
    delete win.snaptr;
    expect(() => trackAdEvent('InitiateCheckout', payload, { window: win, loaded: ['facebook', 'snap', 'bing'] })).not.toThrow();
    expect(calls).toEqual([['uetq', 'event', 'begin_checkout', { revenue_value: 19.99, currency: 'USD' }]]);
  });

  it('sends ViewContent and Lead once per key with consent, and nothing (nor marks anything sent) without it', () => {
    const { win, calls } = recordingWindow();
    const store = createMemoryStore();
    setAdsAllowed(false);
    trackAdEventOnce('Lead', 'sitting-1', payload, { window: win, store });
    expect(calls).toEqual([]);
    setAdsAllowed(true);
    const deps = { window: win, loaded: ['facebook', 'tiktok'] as const, store };
    trackAdEventOnce('ViewContent', 'sitting-1', payload, deps);
    trackAdEventOnce('ViewContent', 'sitting-1', payload, deps);
    trackAdEventOnce('Lead', 'sitting-1', payload, deps);
    expect(calls.map((call) => call.slice(0, call[0] === 'fbq' ? 3 : 2))).toEqual([
      ['fbq', 'track', 'ViewContent'], ['ttq.identify', { email: 'a@b.io' }], ['ttq.track', 'ViewContent'],
      ['fbq', 'track', 'Lead'], ['ttq.identify', { email: 'a@b.io' }], ['ttq.track', 'SubmitForm'],
    ]);
    setAdsAllowed(false);
  });
});
