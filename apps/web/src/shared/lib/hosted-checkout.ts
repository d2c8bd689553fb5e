/**
 * Leaving the cabinet for the payments provider's hosted checkout (top-ups, payment links): a full page load, as with
 * a real processor. A method on an object, not a bare function, so that tests can watch it (`vi.spyOn`) — the test
 * DOM cannot leave the page, and its `location.assign` cannot be replaced.
 */
export const hostedCheckout = {
  open(url: string): void {
    window.location.assign(url);
  },
};
