import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 44: classes found by held-out blind set 53, each on invented bodies.

describe("Reader (review 44): a thing's title under a name's key", () => {
  // A call tracker's record (made up, in Polish): the number pool is named for its campaign (`pool_name`), the
  // receptionist's card comes first, and the caller gives their name only in their turn of the transcript.
  const call = {
    staff: { name: 'Katarzyna Wróbel', phone: '226104455', department: 'Rejestracja' },
    call_id: '1741615099.123456',
    caller_number: '601234567',
    pool_name: 'Facebook — wybielanie zębów',
    duration: 145,
    transcript: [
      { speaker: 'Operator', text: 'Gabinet Uśmiech, dzień dobry!' },
      { speaker: 'Klient', text: 'Dzień dobry, nazywam się Piotr Zieliński. Chciałbym umówić wybielanie zębów.' },
      { speaker: 'Operator', text: 'Kiedy panu pasuje?' },
      { speaker: 'Klient', text: 'W piątek po południu.' },
    ],
  };

  it("reads a title with a spaced dash (`Facebook — wybielanie zębów`) as no one's name: the caller's own is", () => {
    const lead = readInput(call, 'PL');
    expect(lead.phone).to.equal('+48601234567');
    expect(lead.name).to.equal('Piotr Zieliński');
  });

  it("still reads a person's name written with a spaced dash and a title after it as theirs when nothing else names them", () => {
    const lead = readInput(
      { name: 'Anna Kowalska', phone: '+48 601 234 567', campaign_name: 'Lato — rabat 20%' },
      'PL',
    );
    expect(lead.name).to.equal('Anna Kowalska');
  });

  it("keeps a name the person typed with a spaced dash under a bare name key or the lead's own", () => {
    expect(readInput({ name: 'María López - García', phone: '+34 612 345 678' }, 'ES').name).to.equal(
      'María López - García',
    );
    expect(readInput({ customer_name: 'Ana Torres — Ruiz', email: 'ana@example.es' }, 'ES').name).to.equal(
      'Ana Torres — Ruiz',
    );
  });
});
