/** Words of money a body moves or charges, as data (docs/api.md §2.4): read with the role words (label-role-words.ts). */

/** Money moved between the tool, the business and others (fees, VAT, splits): never the person's words. */
export const MONEY_SPLIT_WORDS = [
  'fee',
  // Indonesian shipping cost (`ongkir`, ongkos kirim).
  'ongkir',
  'ongkos',
  'fees',
  'vat',
  'tax',
  'taxes',
  'commission',
  'commissions',
  'affiliate',
  'payout',
  'payouts',
  'revenue',
  'cpl',
  'charged',
  'billed',
  'net',
  'gross',
  'surcharge',
  'charge', // a gateway's service charge (`pg_service_charge_bdt`)
  'charges',
  'mwst',
  // German glues the lead and its price or cost (`leadpreis`, `Leadkosten`): what the business paid for it.
  'leadpreis',
  'leadkosten',
  'iva',
  'tva',
  'provision',
  'gebuhr',
  'taxa',
  'comissao',
  'comision',
  'split',
  'earning',
  'earnings',
  'earned',
  'nett',
  'vendor',
  'proceeds',
  'margin',
  'markup',
  'incurred',
  'payments', // an order's payment records (`payments: [{type, amount, currency, label}]`), not a `payment` asked about
  'transactions',
  'paid', // what a marketplace charged the business for the lead (`price_paid`), what a buyer paid (`amount_paid`)
  // In other scripts: a commission, a fee.
  'কমিশন',
  'ফি',
  'कमीशन',
  'शुल्क',
  'ค่าธรรมเนียม',
  'ค่าคอมมิชชั่น',
  'ยอดโอน', // Thai: the amount paid out (`ยอดโอนร้าน`, the shop's payout)
  'عمولة',
  'رسوم',
  'עמלה',
  'комиссия',
  'комісія',
  'сбор', // a charge (`сервисный сбор`), as `збір`
  'збір',
  'דמי', // a fee's first word (`דמי טיפול`, handling; `דמי משלוח`, shipping)
  // A fee in Latin letters past those above: Indonesian and Malay (`biaya_layanan`, `yuran`), Vietnamese without its
  // marks (`phi_dich_vu`, phí), Turkish (`hizmet_ucreti`, ücret; `komisyon`).
  'biaya',
  'yuran',
  'phi',
  'ucret',
  'ucreti',
  'komisyon',
  'προμηθεια',
  'χρεωση', // a charge (`χρέωση υπηρεσίας`)
  '手续费',
  '手續費',
  '服务费',
  '服務費',
  '佣金',
  '手数料',
  '수수료',
  'balance', // an account's balance (`balance`, `balance_after`): the payment tool's
  // The card paid with (`CardName: 삼성`, `card: {brand, name, last4}`; its holder, `ชื่อผู้ถือบัตร`): the payment tool's
  // record, not the person's words. (`tarjeta`, `cartão` and `kad` are a greeting card's too: `mensaje_tarjeta`.)
  'card',
  // A card's fields under a payment page's short keys: its number (`ccno`), expiry (`ccexp`) and security code (`cvv`,
  // `cvc`, `cvv_status`). (`expmonth`, `expyear` were taken back: a job form's years of experience, /work/attack57b's k01.)
  ...['ccno', 'ccexp', 'cvv', 'cvc'],
  'บัตร',
  'ชื่อผู้ถือบัตร', // Thai, written without spaces: the card holder's name
  'ราคาลีด', // Thai, written without spaces: the lead's price
];

/** Beside `lead` in a key (`lead_price`, `cost_per_lead`, `leadCost`), or alone in the object holding the person's (`price`): what the lead cost. */
export const LEAD_PRICE_WORDS = [
  'price',
  'cost',
  'bid',
  'charge',
  // In other languages and scripts: a price, a cost (`लीड_मूल्य`, `מחיר_ליד`, `цена_лида`, `preco_lead`).
  'preco',
  'prijs',
  'precio',
  'prix',
  'preis',
  'prezzo',
  'fiyat',
  'harga',
  'gia',
  'मूल्य',
  'कीमत',
  'লাগত',
  'মূল্য',
  'מחיר',
  'עלות',
  'цена',
  'стоимость',
  'ціна',
  'سعر',
  'تكلفة',
  'ราคา',
  '价格',
  '價格',
  '価格',
  '単価',
  '가격',
  '단가',
];

/**
 * What a platform's service cost it, a cost's word beside one naming the service or its accounting (`call_cost`,
 * `combined_cost`, `product_costs`, `cost_breakdown`, `usage_cost`: an AI voice agent's or a telephony API's report):
 * the tool's money. A cost the person names (`project_cost`, "What should it cost?") is not one.
 */
export const TOOL_COST_WORDS = ['cost', 'costs'];
export const TOOL_COST_HEADS = [
  'call',
  'calls',
  'combined',
  'product',
  'products',
  'breakdown',
  'usage',
  'api',
  'llm',
  'tts',
  'stt',
  'transcriber',
  'sms',
  'minute',
  'minutes',
  'platform',
];

/** The lead itself in a key, beside a price's word: `lead` in the scripts its senders write it in (`लीड`, `ליד`, `лида`). */
export const LEAD_WORDS = [
  'lead',
  'leads',
  'लीड',
  'লিড',
  'ליד',
  'лид',
  'лида',
  'ліда',
  'ليد',
  'ลีด',
  'リード',
  '리드',
  '线索',
  '線索',
];

/**
 * What a breakdown's row charges, its label's first or last word (`Convenience fee`, `GST`, `सुविधा शुल्क`, `Taxa de
 * conveniência`, `Biaya layanan`, `דמי טיפול`): the tool's money, but beside a person's own money word (OWN_MONEY_WORDS).
 */
export const CHARGE_WORDS = [
  'tax',
  'taxes',
  'сбор',
  'דמי',
  'ongkir',
  'fee',
  'fees',
  'charge',
  'charges',
  'surcharge',
  'commission',
  'vat',
  'gst',
  'iva',
  'mwst',
  'tva',
  'shipping',
  'शुल्क',
  'gebühr',
  'gebuhr',
  'tarifa',
  'taxa',
  'frais',
  'komisyon',
  'biaya',
];

/** A charge's word ending a label written without spaces (`服务费`, `手续费`, `手数料`). */
export const UNSPACED_CHARGES = ['费', '費', '手数料', '料金'];

/** The person's own money (`Tax debt owed`, `Gross monthly income`): a charge's word beside one is their answer. */
export const OWN_MONEY_WORDS = [
  'debt',
  'owed',
  'owe',
  'owing', // what the person still owes (`balance-owing`, a mortgage renewal's form)
  'income',
  'salary',
  'savings',
  'budget',
  'mortgage', // what the person still owes on their home (`Mortgage_Balance`), no account's balance
  'worth',
  'refund',
  'return',
];

/** A bill's line's amount, a word of its key (`amount`, `unit_price`, `amount_cents`, `gross`): charge-items.ts. */
export const BILL_AMOUNT_WORDS = [
  'amount',
  'price',
  'total',
  'subtotal',
  'cost',
  'sum',
  'gross',
  'net',
  'betrag',
  'montant',
  'importe',
];
/** A list of a bill's lines by its key (`line_items`, `invoice_lines`, `charges`): a type there may be a charge's phrase. */
export const BILL_LIST_WORDS = ['line', 'lines', 'invoice', 'bill', 'billing', 'receipt', 'charges', 'fees'];
/** A money's unit after an amount's word (`amount_cents`). */
export const BILL_AMOUNT_UNITS = ['cents', 'minor', 'pence', 'paise'];
/** The second word of a bill line's two-word type in a bill's list (`Cleaning fee`, `Tourist tax`; not `Rush shipping`). */
export const BILL_PHRASE_ENDS = ['fee', 'fees', 'tax', 'taxes', 'charge', 'charges', 'surcharge'];
