import { describe, expect, it } from 'vitest';
import { parseCheckedUrl, parseOfferLink } from './offer-query';
import { groupOfferDevices, offerWasAdded, toggleGuid } from './offer-screens';

const link = (query: string) => parseOfferLink(new URLSearchParams(query));

describe('parseOfferLink', () => {
  it('reads the SPEC parameters', () => {
    expect(link('advisoryId=A1&code=c0de&offerId=1000&provider=demo&officeID=O7&editor=1&cache=1')).toEqual({
      target: { code: 'c0de', advisoryId: 'A1', provider: 'demo', offerId: '1000', rectId: undefined, officeId: 'O7' },
      offerId: '1000',
      editor: true,
      cache: true,
    });
  });
  it('lets rectID or recID replace offerId', () => {
    expect(link('advisoryId=A&code=c&provider=p&offerId=1&rectID=9').offerId).toBe('9');
    expect(link('advisoryId=A&code=c&provider=p&recID=8').target?.rectId).toBe('8');
  });
  it('takes only cache=1 as true and an empty editor as unset', () => {
    expect(link('cache=true&editor=').cache).toBe(false);
    expect(link('cache=true&editor=').editor).toBe(false);
  });
  it('has no target without code or offer', () => {
    expect(link('advisoryId=A&provider=p&offerId=1').target).toBeNull();
    expect(link('code=c&advisoryId=A&provider=p').target).toBeNull();
  });
  it('needs only code and offer: the copied location link plus offerId (advisoryId, provider: server defaults)', () => {
    expect(link('code=c0de&offerId=1000&editor=1')).toEqual({
      target: {
        code: 'c0de',
        advisoryId: undefined,
        provider: undefined,
        offerId: '1000',
        rectId: undefined,
        officeId: undefined,
      },
      offerId: '1000',
      editor: true,
      cache: false,
    });
    expect(link('code=c&rectID=9').target).toMatchObject({ code: 'c', rectId: '9' });
  });
});

describe('parseCheckedUrl', () => {
  it('ignores input under 10 characters and text without a query', () => {
    expect(parseCheckedUrl('?code=1ab')).toBeNull();
    expect(parseCheckedUrl('https://example.org/pc/addImage')).toBeNull();
  });
  it('reads a pasted link, also an old hash link, and picks BOSIS from the path', () => {
    const standard = parseCheckedUrl(' https://tv.example/#/pc/addImage?offerId=5&advisoryId=A&code=c&cache=1 ');
    expect(standard).toMatchObject({ mode: 'standard', offerId: '5', cache: true });
    expect(standard?.target).toMatchObject({ code: 'c', advisoryId: 'A', provider: undefined });
    // the link the location page copies, with an offer id
    expect(parseCheckedUrl('https://tv.example/pc/addImage?code=c0de&offerId=1000')?.target).toMatchObject({
      code: 'c0de',
      offerId: '1000',
    });
    const bosis = parseCheckedUrl('https://tv.example/bs/addImage?recID=6&advisoryId=A&code=c&provider=x');
    expect(bosis).toMatchObject({ mode: 'bosis', offerId: '6', cache: false });
    expect(bosis?.target?.provider).toBe('x');
  });
});

describe('offer screens', () => {
  const d = (guid: string, orientation: string) => ({ guid, name: guid, orientation });
  it('puts portrait screens into the vertical group and all others (landscape) into the horizontal one', () => {
    const groups = groupOfferDevices([d('a', 'horizontal'), d('b', 'vertical'), d('c', ''), d('e', 'Horizontal')]);
    expect(groups.vertical.map((x) => x.guid)).toEqual(['b']);
    expect(groups.horizontal.map((x) => x.guid)).toEqual(['a', 'c', 'e']);
  });
  it('toggles chips', () => {
    expect(toggleGuid(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleGuid(['b'], 'a')).toEqual(['b', 'a']);
  });
  it('counts an add as done when a horizontal or vertical list got the offer', () => {
    expect(offerWasAdded({ listsH: [], listsV: [] })).toBe(false);
    expect(offerWasAdded({ listsH: [], listsV: [{}] })).toBe(true);
  });
});
