import type { Language } from '@cabinet/contracts/common';

type Text = Record<Language, { title: string; text: string }>;

/** The sandbox blog's articles for sellers, newest first, each in the three languages. */

export const BLOG_ARTICLES: Array<{ id: number; slug: string; date: string; text: Text }> = [
  {
    id: 106,
    slug: 'customs-duty-free-threshold',
    date: '2026-11-18T09:00:00.000Z',
    text: {
      ua: {
        title: 'Безмитний поріг у 150 євро: що змінилося для посилок',
        text: 'Розбираємо, коли посилка до України проходить без мита, як рахується вартість із доставкою і чому кілька посилок одному отримувачу в один день можуть вважатися однією.',
      },
      ru: {
        title: 'Беспошлинный порог 150 евро: что изменилось для посылок',
        text: 'Разбираем, когда посылка в Украину проходит без пошлины, как считается стоимость с доставкой и почему несколько посылок одному получателю в один день могут считаться одной.',
      },
      en: {
        title: 'The €150 duty-free threshold: what changed for parcels',
        text: 'When a parcel to Ukraine clears without duty, how the value is counted together with shipping, and why several parcels to one recipient on the same day may be treated as one.',
      },
    },
  },
  {
    id: 105,
    slug: 'consolidation-savings',
    date: '2026-11-10T12:30:00.000Z',
    text: {
      ua: {
        title: 'Консолідація: як заощадити до 40% на доставці до США',
        text: 'Коли вигідно збирати кілька замовлень в одну відправку, як рахується об’ємна вага і які товари краще не об’єднувати.',
      },
      ru: {
        title: 'Консолидация: как сэкономить до 40% на доставке в США',
        text: 'Когда выгодно собирать несколько заказов в одну отправку, как считается объёмный вес и какие товары лучше не объединять.',
      },
      en: {
        title: 'Consolidation: how to save up to 40% on shipping to the US',
        text: 'When it pays to combine several orders into one shipment, how dimensional weight is calculated, and which goods are better sent separately.',
      },
    },
  },
  {
    id: 104,
    slug: 'etsy-shipping-tips',
    date: '2026-10-29T08:15:00.000Z',
    text: {
      ua: {
        title: 'Доставка для Etsy: п’ять порад, що зберігають рейтинг магазину',
        text: 'Чесні терміни обробки, трек-номер у день відправки, правильний HS-код у декларації та ще дві звички, які зменшують кількість суперечок із покупцями.',
      },
      ru: {
        title: 'Доставка для Etsy: пять советов, которые сохраняют рейтинг магазина',
        text: 'Честные сроки обработки, трек-номер в день отправки, правильный HS-код в декларации и ещё две привычки, которые уменьшают число споров с покупателями.',
      },
      en: {
        title: 'Shipping for Etsy: five tips that protect your shop rating',
        text: 'Honest processing times, a tracking number on the day of dispatch, the right HS code on the declaration, and two more habits that cut disputes with buyers.',
      },
    },
  },
  {
    id: 103,
    slug: 'hs-codes-explained',
    date: '2026-10-15T10:00:00.000Z',
    text: {
      ua: {
        title: 'Код УКТ ЗЕД без помилок: як знайти потрібну позицію',
        text: 'Чим код УКТ ЗЕД відрізняється від HS-коду, чому «інші» — не помилка класифікатора і як користуватися пошуком кодів у кабінеті.',
      },
      ru: {
        title: 'Код УКТ ВЭД без ошибок: как найти нужную позицию',
        text: 'Чем код УКТ ВЭД отличается от HS-кода, почему «прочие» — не ошибка классификатора и как пользоваться поиском кодов в кабинете.',
      },
      en: {
        title: 'Getting the customs code right: finding the UKTZED position',
        text: 'How a Ukrainian UKTZED code differs from an HS code, why "other" is not a classifier error, and how to use the code search in the cabinet.',
      },
    },
  },
  {
    id: 102,
    slug: 'us-warehouse-storage',
    date: '2026-09-30T14:45:00.000Z',
    text: {
      ua: {
        title: 'Склад у США: коли зберігання дешевше за окремі відправки',
        text: 'Рахуємо на прикладі: скільки коштує тримати 200 одиниць на складі фулфілменту, як швидкість обороту впливає на знижку і коли товар краще повернути.',
      },
      ru: {
        title: 'Склад в США: когда хранение дешевле отдельных отправок',
        text: 'Считаем на примере: сколько стоит держать 200 единиц на складе фулфилмента, как скорость оборота влияет на скидку и когда товар лучше вернуть.',
      },
      en: {
        title: 'A US warehouse: when storage beats shipping each order',
        text: 'A worked example: what it costs to keep 200 units at a fulfilment warehouse, how turnover affects the discount, and when it is better to take stock back.',
      },
    },
  },
  {
    id: 101,
    slug: 'fop-for-marketplace-sellers',
    date: '2026-09-12T07:30:00.000Z',
    text: {
      ua: {
        title: 'ФОП для продавця на маркетплейсах: з чого почати',
        text: 'Яку групу єдиного податку обрати, навіщо валютний рахунок і як отримувати виплати з маркетплейсів без зайвих комісій.',
      },
      ru: {
        title: 'ФЛП для продавца на маркетплейсах: с чего начать',
        text: 'Какую группу единого налога выбрать, зачем валютный счёт и как получать выплаты с маркетплейсов без лишних комиссий.',
      },
      en: {
        title: 'Registering as a FOP: a first step for marketplace sellers',
        text: 'Which single-tax group to choose, why you need a foreign-currency account, and how to receive marketplace payouts without extra fees.',
      },
    },
  },
];
