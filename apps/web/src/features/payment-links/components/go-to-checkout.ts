/** Leaves for the payments provider's hosted checkout (a full page load, as with a real processor). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
