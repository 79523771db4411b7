/**
 * Who the business sends or assigns to the person: an adviser, a consultant, a technician (`asesor: "Carlos Ruiz"`,
 * `berater`). Someone else's, and a text under such a key too (STAFF_WORDS).
 */
export const SENT_STAFF = [
  'technician',
  'installer',
  'advisor',
  'adviser',
  'consultant',
  'recruiter',
  'asesor',
  'asesora',
  'consultor',
  'consultora',
  'agente',
  'berater',
  'beraterin',
  'betreuer',
  'mitarbeiter',
  'conseiller',
  'conseillere',
  'consulente',
  'adviseur',
  'medewerker',
];
