/** Integer minor units to §3 Money on the wire, with the §9 sign rule: one definition, shared with the web app. */
export { moneyOf as money } from '@cabinet/contracts/money-math';
