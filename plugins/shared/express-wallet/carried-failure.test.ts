// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carriedFailure, forgetCarriedFailure, reloadCarrying } from './carried-failure';

const failure = { message: 'Could not finalise Apple Pay payment', detail: 'The total has updated: please check your order.' };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('a failure carried over the reload', () => {
  it('reloads the page and finds the message again on this page only, until it is forgotten', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { pathname: '/product/satin-dress', search: '?colour=black&size=10', reload });
    reloadCarrying(failure);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(carriedFailure()).toEqual(failure);
    vi.stubGlobal('location', { pathname: '/product/another-dress', search: '', reload });
    expect(carriedFailure()).toBeUndefined();
    vi.stubGlobal('location', { pathname: '/product/satin-dress', search: '?colour=black&size=10', reload });
    forgetCarriedFailure();
    expect(carriedFailure()).toBeUndefined();
  });

  it('ignores what is not a carried failure', () => {
    sessionStorage.setItem('storefront:express-wallet-failure', '{not json');
    expect(carriedFailure()).toBeUndefined();
    sessionStorage.setItem('storefront:express-wallet-failure', JSON.stringify({ page: `${location.pathname}${location.search}`, failure: { message: 1 } }));
    expect(carriedFailure()).toBeUndefined();
  });
});
