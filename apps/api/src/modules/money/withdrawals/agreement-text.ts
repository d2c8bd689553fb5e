import type { Language } from '@cabinet/contracts/common';

/** Raise when the offer's terms change: every account accepts the new version before its next withdrawal. */
export const AGREEMENT_VERSION = 1;

/** The withdrawal offer (§2 /withdrawal-agreements) the seller accepts once before the first withdrawal. */
export const AGREEMENT_TEXT: Record<Language, { title: string; paragraphs: string[] }> = {
  en: {
    title: 'Withdrawal agreement (public offer)',
    paragraphs: [
      '1. This agreement sets the terms on which the provider pays out money from the seller’s balance to the card, bank account or wallet provider account the seller names.',
      '2. A withdrawal is made only to requisites in the seller’s own name or in the name of the seller’s business. The seller is responsible for the correctness of the requisites and confirms the recipient data and, for payouts in hryvnias, the amount in national currency at the rate in force on the day of the request.',
      '3. When a request is made, its amount and the fee of the chosen method are frozen on the balance. The frozen money cannot be spent until the provider pays the request or declines it. A declined or cancelled request returns the frozen money to the balance in full.',
      '4. The provider pays requests within three business days. If the requisites turn out to be wrong, the request waits until the seller corrects them; the money stays frozen meanwhile.',
      '5. The provider may refuse a withdrawal or block withdrawals for an account when the law or the provider’s rules on preventing money laundering require it, and informs the seller of the reason where the law allows it.',
      '6. The fees and the minimum and maximum amounts of each method are shown before the request is sent and are part of this agreement.',
    ],
  },
  ua: {
    title: 'Договір про виведення коштів (публічна оферта)',
    paragraphs: [
      '1. Цей договір визначає умови, на яких провайдер виплачує кошти з балансу продавця на картку, банківський рахунок або рахунок в електронному гаманці, що їх указує продавець.',
      '2. Виведення здійснюється лише на реквізити на ім’я продавця або його підприємства. Продавець відповідає за правильність реквізитів і підтверджує дані отримувача, а для виплат у гривнях — суму в національній валюті за курсом, чинним у день заявки.',
      '3. Під час створення заявки її сума та комісія обраного способу заморожуються на балансі. Заморожені кошти не можна витратити, доки провайдер не виплатить заявку або не відхилить її. Відхилена чи скасована заявка повертає заморожені кошти на баланс у повному обсязі.',
      '4. Провайдер виплачує заявки протягом трьох робочих днів. Якщо реквізити виявилися хибними, заявка чекає, доки продавець їх виправить; кошти тим часом залишаються замороженими.',
      '5. Провайдер може відмовити у виведенні або заблокувати виведення для облікового запису, коли цього вимагають закон або правила провайдера щодо запобігання відмиванню коштів, і повідомляє продавцю причину, якщо закон це дозволяє.',
      '6. Комісії, мінімальні та максимальні суми кожного способу показуються до надсилання заявки й є частиною цього договору.',
    ],
  },
  ru: {
    title: 'Договор о выводе средств (публичная оферта)',
    paragraphs: [
      '1. Этот договор определяет условия, на которых провайдер выплачивает деньги с баланса продавца на карту, банковский счёт или счёт в кошельковом провайдере, указанные продавцом.',
      '2. Вывод производится только на реквизиты на имя продавца или его предприятия. Продавец отвечает за правильность реквизитов и подтверждает данные получателя, а для выплат в гривнах — сумму в национальной валюте по курсу, действующему в день заявки.',
      '3. При создании заявки её сумма и комиссия выбранного способа замораживаются на балансе. Замороженные деньги нельзя потратить, пока провайдер не выплатит заявку или не отклонит её. Отклонённая или отменённая заявка возвращает замороженные деньги на баланс полностью.',
      '4. Провайдер выплачивает заявки в течение трёх рабочих дней. Если реквизиты оказались ошибочными, заявка ждёт, пока продавец их исправит; деньги тем временем остаются замороженными.',
      '5. Провайдер может отказать в выводе или заблокировать вывод для учётной записи, когда этого требуют закон или правила провайдера по предотвращению отмывания денег, и сообщает продавцу причину, если закон это позволяет.',
      '6. Комиссии, минимальные и максимальные суммы каждого способа показываются до отправки заявки и являются частью этого договора.',
    ],
  },
};
