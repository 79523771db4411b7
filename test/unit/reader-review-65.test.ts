import { readsTheBrief, type BriefCase } from '../helpers/review-rows.ts';

// Session 65: classes found in held-out sets (/work/blind79), each on an invented body. Made-up people and businesses.

// A mobile by its field in an object no word names the person's, and a business's fixed line written in a text beside
// the name outside it (a checkout's `pickup: "Casa Verde Hostel – Av. Sol 120 · 084 221 334"`): the text's number is the
// business's card, not a number the person gives in their words (message-contact.ts numberTheyWrite).
const WRITTEN_LINES: BriefCase[] = [
  {
    what: "a charge's fraud check holding the payer's name and mobile, the operator's office line written in the metadata",
    country: 'PE',
    body: {
      type: 'charge.succeeded',
      data: {
        email: 'mateo.rojas.v@gmail.com',
        description: 'Valle Sagrado full day – 2 adultos',
        risk_details: { first_name: 'Mateo', last_name: 'Rojas Vargas', phone: '956 318 420', object: 'client' },
        metadata: {
          tour_name: 'Valle Sagrado completo',
          travellers: '2 adultos',
          pickup: 'Inka Rutas Cusco – Av. El Sol 512, Cusco · 084 245 118',
        },
      },
    },
    name: 'Mateo Rojas Vargas',
    phone: '+51956318420',
    email: 'mateo.rojas.v@gmail.com',
    answers: ['2 adultos'],
    leaks: [],
  },
  {
    what: "an order's shopper block with their mobile, the studio's landline in the order's note",
    country: 'ES',
    body: {
      order: {
        id: 'ORD-4471',
        email: 'lucia.ferrer@gmail.com',
        notes: 'Estudio Lumen · C/ Sagasta 18, Madrid · 914 458 213',
      },
      shopper: { nombre: 'Lucía', apellidos: 'Ferrer Gil', telefono: '612 448 930' },
      items: [{ title: 'Sesión de fotos familiar' }],
    },
    name: 'Lucía Ferrer Gil',
    phone: '+34612448930',
    email: 'lucia.ferrer@gmail.com',
    answers: ['Sesión de fotos familiar'],
    leaks: [],
  },
];

describe("Reader (review 65): a business's fixed line in a text does not replace the person's mobile by its field", () => {
  readsTheBrief(WRITTEN_LINES, (what) => `${what}: the person's mobile and name`);
});

// A thing's word in the plural (`products[0][name]`, a PHP form's flattened list; `services_name`): the name is the
// thing's, and the choice is the person's; read as their name, the lead was greeted by a product's title.
const PLURAL_THINGS: BriefCase[] = [
  {
    what: "a payment form's products flattened into bracket keys",
    country: 'RU',
    body: {
      order_id: '55120',
      customer_phone: '+7 916 204-18-37',
      customer_email: 'irina.sokolova@mail.ru',
      'products[0][name]': 'Курс «Акварель с нуля», вечерняя группа',
      'products[0][price]': '4900.00',
      'products[0][quantity]': '1',
      customer_extra: 'Хочу начать с января, есть ли рассрочка?',
    },
    name: null,
    phone: '+79162041837',
    email: 'irina.sokolova@mail.ru',
    answers: ['Курс «Акварель с нуля», вечерняя группа', 'Хочу начать с января, есть ли рассрочка?'],
    leaks: [],
  },
  {
    what: "a booking's services named under a plural key",
    country: 'GB',
    body: {
      client_email: 'tom.harlow@outlook.com',
      client_phone: '07700 918 244',
      services_name: 'Deep tissue massage, 60 min',
      staff_name: 'Aisha',
    },
    name: null,
    phone: '+447700918244',
    email: 'tom.harlow@outlook.com',
    answers: ['Deep tissue massage, 60 min'],
    leaks: [],
  },
];

describe("Reader (review 65): a name under a thing's word in the plural is the thing's", () => {
  readsTheBrief(PLURAL_THINGS, (what) => `${what}: no person's name, the thing in the brief`);
});

// A phone object's area beside its number and calling code (`phones: [{type, country: "55", area: "11", number}]`): one
// number; read without it, the mobile lost its area code (set 79's PagBank).
const AREA_LEAVES: BriefCase[] = [
  {
    what: "an order's customer with a phone object in parts named `country`, `area`, `number`",
    country: 'BR',
    body: {
      customer: {
        name: 'Beatriz Moura Lima',
        email: 'bia.moura@gmail.com',
        phones: [{ type: 'MOBILE', country: '55', area: '21', number: '998124477' }],
      },
      items: [{ name: 'Aula experimental de cerâmica – sábado 10h', quantity: 1 }],
    },
    name: 'Beatriz Moura Lima',
    phone: '+5521998124477',
    email: 'bia.moura@gmail.com',
    answers: ['Aula experimental de cerâmica – sábado 10h'],
    leaks: [],
  },
  {
    what: 'a phone object whose number repeats its area',
    country: 'AR',
    body: {
      buyer: { full_name: 'Tomás Ibarra', phone: { area: '11', number: '1158934412' } },
      message: 'Consulta por el depto de 2 ambientes en Palermo',
    },
    name: 'Tomás Ibarra',
    phone: '+541158934412',
    email: null,
    answers: ['Consulta por el depto de 2 ambientes en Palermo'],
    leaks: [],
  },
];

describe("Reader (review 65): a phone object's area beside its number", () => {
  readsTheBrief(AREA_LEAVES, (what) => `${what}: the whole number`);
});
