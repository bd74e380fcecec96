import { describe, expect, it } from 'vitest';
import { checkBounty, checkDirectMessage, checkInitOptions, checkSubscription } from '../../../src/loader/validate';

// A host developer who passes a wrong argument gets a TypeError that names it, at once.
const tokenProvider = async () => ({ token: 't', iv: 'i' });

describe('checkInitOptions', () => {
  it.each([
    [undefined, 'options must be an object'],
    [{}, 'options.tokenProvider must be a function'],
    [{ tokenProvider: 'nope' }, 'options.tokenProvider must be a function'],
    [{ tokenProvider, apiHost: '' }, 'options.apiHost must be a URL (or data-api-host)'],
    [{ tokenProvider, bountyId: 7 }, 'options.bountyId must be a string'],
    [{ tokenProvider, launcher: 'yes' }, 'options.launcher must be a boolean'],
    [{ tokenProvider, phoneBack: 'no' }, 'options.phoneBack must be a boolean'],
    [{ tokenProvider, locale: 1 }, 'options.locale must be a string'],
    [{ tokenProvider, theme: 'dark' }, 'options.theme must be an object'],
    [{ tokenProvider, theme: { colorScheme: 'sepia' } }, "options.theme.colorScheme must be one of 'light', 'dark', 'auto'"],
    [{ tokenProvider, theme: { primaryColor: 3 } }, 'options.theme.primaryColor must be a string'],
    [{ tokenProvider, theme: { zIndex: 1.5 } }, 'options.theme.zIndex must be an integer'],
    [{ tokenProvider, theme: { fontFamily: 'Georgia; color: red' } }, 'options.theme.fontFamily must be a CSS font-family list'],
    [{ tokenProvider, theme: { fontFamily: '"Georgia, serif' } }, 'options.theme.fontFamily must be a CSS font-family list'],
    [{ tokenProvider, theme: { fontFamily: 'a}b{' } }, 'options.theme.fontFamily must be a CSS font-family list'],
    [{ tokenProvider, position: 'top' }, "options.position must be one of 'right', 'left'"],
    [{ tokenProvider, offset: 20 }, 'options.offset must be an object'],
    [{ tokenProvider, offset: { x: -1 } }, 'options.offset.x must be a number from 0 to 200'],
    [{ tokenProvider, offset: { x: 10, y: 500 } }, 'options.offset.y must be a number from 0 to 200'],
    [{ tokenProvider, panel: { width: 200 } }, 'options.panel.width must be a number from 320 to 640'],
    [{ tokenProvider, panel: { height: '600px' } }, 'options.panel.height must be a number from 400 to 900'],
    [{ tokenProvider, texts: 'Hallo' }, 'options.texts must be an object of strings'],
    [{ tokenProvider, texts: { title: 3 } }, 'options.texts must be an object of strings'],
    [{ tokenProvider, dir: 'rtl-ish' }, "options.dir must be one of 'ltr', 'rtl', 'auto'"],
  ])('init(%o) throws "%s"', (options, message) => {
    expect(() => checkInitOptions(options, 'https://jobs.example.com')).toThrow(new TypeError(`BountyChat: ${message}`));
  });

  it('needs an apiHost when the script tag has no data-api-host', () => {
    expect(() => checkInitOptions({ tokenProvider }, null)).toThrow(TypeError);
    expect(() => checkInitOptions({ tokenProvider }, null)).toThrow(/options\.apiHost/);
    expect(() => checkInitOptions({ tokenProvider, apiHost: 'https://jobs.example.com' }, null)).not.toThrow();
  });

  it('accepts complete, valid options', () => {
    expect(() => checkInitOptions({
      tokenProvider, bountyId: 'bounty-1', launcher: false, phoneBack: false, locale: 'de',
      theme: { colorScheme: 'auto', primaryColor: '#0b6e4f', zIndex: 1000, fontFamily: '"Source Sans 3", sans-serif' },
      position: 'left', offset: { x: 0, y: 200 }, panel: { width: 640, height: 400 }, texts: { title: 'Chats' }, dir: 'auto',
    }, 'https://jobs.example.com')).not.toThrow();
  });
});

describe('openBounty, openDM and on arguments', () => {
  it.each([
    [() => checkBounty(undefined, {}), 'bountyId must be a string'],
    [() => checkBounty('b-1', 'ticket'), 'details must be an object'],
    [() => checkBounty('b-1', { ticket: 'sealed' }), 'details.ticket must be { token, iv } strings'],
    [() => checkBounty('b-1', { ticket: { token: 'abc' } }), 'details.ticket must be { token, iv } strings'],
    [() => checkBounty('b-1', { ticket: { token: 'abc', iv: 7 } }), 'details.ticket must be { token, iv } strings'],
    [() => checkDirectMessage('bob'), 'target must be an object'],
    [() => checkDirectMessage({ userId: 'bob', bountyId: 'b-1' }), 'target.candidateId must be a string'],
    [() => checkDirectMessage({ userId: 1, bountyId: 'b-1', candidateId: 'alice' }), 'target.userId must be a string'],
    [() => checkSubscription('unread-count', () => undefined), 'event must be ready, open, close, unread, message, error'],
    [() => checkSubscription('unread', 'handler'), 'handler must be a function'],
  ])('%#: throws "%s"', (run, message) => {
    expect(run).toThrow(new TypeError(`BountyChat: ${message}`));
  });

  it('passes valid arguments', () => {
    expect(() => checkBounty('b-1', { ticket: { token: 'sealed', iv: 'iv' } })).not.toThrow();
    expect(() => checkBounty('b-1', undefined)).not.toThrow();
    expect(() => checkDirectMessage({ userId: 'bob', bountyId: 'b-1', candidateId: 'alice' })).not.toThrow();
    expect(() => checkSubscription('unread', () => undefined)).not.toThrow();
  });
});
