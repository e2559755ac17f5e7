// Tracking parameters: capture, merge, links that keep them, and the API headers.
import { createMemoryStore } from './storage';
import { apiHeaders, captureTracking, getOrCreateUid, mergeTracking, rememberTracking, TRACKING_PARAMS, withTracking } from './tracking';

describe('captureTracking', () => {
  it('keeps the SPEC parameters plus msclkid and the partner code, and ignores the rest', () => {
    expect(TRACKING_PARAMS).toEqual(['hl', 'logid', 'fbclid', 'gclid', 'click_id', 'pixel_id', 'ttclid', 'tt_test_id', 'ScCid', 'msclkid', 'partner']);
    expect(captureTracking('?code=BMBTI&fbclid=F1&ScCid=S1&sccid=lower&gclid=&msclkid=M1&partner=ACME&utm_source=x')).toEqual({
      fbclid: 'F1', ScCid: 'S1', msclkid: 'M1', partner: 'ACME',
    });
  });
});

describe('mergeTracking / rememberTracking', () => {
  it('lets a newer click replace the stored one and keeps the others', () => {
    expect(mergeTracking({ fbclid: 'old', logid: 'L' }, { fbclid: 'new' })).toEqual({ fbclid: 'new', logid: 'L' });
  });

  it('stores the merged set', () => {
    const storage = createMemoryStore();
    rememberTracking('?logid=L1&hl=FR', storage);
    expect(rememberTracking('?ttclid=T&partner=ACME', storage)).toEqual({ logid: 'L1', hl: 'FR', ttclid: 'T', partner: 'ACME' });
    // Without consent to advertising the click id stays out of local storage; the partner code is no ad click.
    expect(storage.get('tracking')).toEqual({ logid: 'L1', hl: 'FR', partner: 'ACME' });
    rememberTracking('?ttclid=T2', storage, true);
    expect(storage.get('tracking')).toEqual({ logid: 'L1', hl: 'FR', partner: 'ACME', ttclid: 'T2' });
  });
});

describe('withTracking', () => {
  const tracking = { logid: 'L1', fbclid: 'F 1', hl: 'FR' };

  it('appends kept parameters to an internal path, before the hash', () => {
    expect(withTracking('/pay?sku=7#top', tracking)).toBe('/pay?sku=7&hl=FR&logid=L1&fbclid=F+1#top');
  });

  it('does not duplicate parameters the path already has', () => {
    expect(withTracking('/report?hl=JA&logid=L1', tracking)).toBe('/report?hl=JA&logid=L1&fbclid=F+1');
  });

  it('leaves external links alone', () => {
    expect(withTracking('https://example.com/x', tracking)).toBe('https://example.com/x');
    expect(withTracking('//example.com/x', tracking)).toBe('//example.com/x');
  });

  it('returns the path as is when nothing is kept', () => {
    expect(withTracking('/test', {})).toBe('/test');
  });
});

describe('getOrCreateUid', () => {
  it('generates an id once and then reuses the stored one', () => {
    const storage = createMemoryStore();
    let n = 0;
    const random = () => `id-${++n}`;
    expect(getOrCreateUid(storage, random)).toBe('id-1');
    expect(getOrCreateUid(storage, random)).toBe('id-1');
    expect(getOrCreateUid(createMemoryStore())).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('apiHeaders', () => {
  const deps = { uid: 'u-1', config: { appId: '87', appVersion: '1.2.3' } };

  it('sends logid, App-Version, Exam-App-Id, hl and uid', () => {
    expect(apiHeaders({ locale: 'KR', tracking: { logid: 'L9', fbclid: 'F' } }, deps)).toEqual({
      logid: 'L9', 'App-Version': '1.2.3', 'Exam-App-Id': '87', hl: 'KR', uid: 'u-1',
    });
  });

  it('leaves logid out when the visitor has none', () => {
    expect(apiHeaders({ locale: 'EN', tracking: {} }, deps)).not.toHaveProperty('logid');
  });
});
