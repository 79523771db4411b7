import { expect } from 'chai';
import { pickCoreFields } from '../../service/webhook/senders/core-fields.ts';

describe('pickCoreFields (aliases)', () => {
  const pick = (body: Record<string, unknown>) => pickCoreFields(Object.entries(body));

  const aliases: Array<[string, string]> = [
    ['full_name', 'name'], ['fullname', 'name'], ['Full Name', 'name'], ['Name', 'name'],
    ['phone_number', 'phone'], ['Phone', 'phone'], ['mobile', 'phone'], ['tel', 'phone'], ['Mobile-Phone', 'phone'],
    ['email_address', 'email'], ['e-mail', 'email'], ['Email', 'email'], ['EMAIL', 'email'],
  ];
  for (const [key, field] of aliases) {
    it(`reads "${key}" as ${field}`, () => {
      const { core, extras } = pick({ [key]: 'value' });
      expect(core).to.deep.equal({ [field]: 'value' });
      expect(extras).to.deep.equal([]);
    });
  }

  it('prefers the exact key, then the first alias in body order', () => {
    const { core, extras } = pick({ tel: '1', mobile: '2', phone: '3' });
    expect(core.phone).to.equal('3');
    expect(extras).to.deep.equal([['tel', '1'], ['mobile', '2']]);
    expect(pick({ tel: '1', mobile: '2' }).core.phone).to.equal('1');
  });

  it('skips empty aliases and empty exact keys', () => {
    const { core, extras } = pick({ phone: '', Phone_Number: '  ', mobile: '5', email: null });
    expect(core).to.deep.equal({ phone: '5' });
    expect(extras).to.deep.equal([['Phone_Number', '  ']]);
  });

  it('joins first and last name only when no name is given', () => {
    expect(pick({ first_name: ' Ada ', last_name: 'Lovelace' }).core.name).to.equal('Ada Lovelace');
    expect(pick({ last_name: 'Lovelace' }).core.name).to.equal('Lovelace');
    const named = pick({ first_name: 'Ada', name: 'Countess' });
    expect(named.core.name).to.equal('Countess');
    expect(named.extras).to.deep.equal([['first_name', 'Ada']]);
  });
});
