import { expect } from 'chai';
import { ROLE, RoleScore } from '../../service/lead/reader/role-score.ts';
import { ROLE_WEIGHTS } from '../../service/lead/reader/weights.ts';
import { readLead } from '../helpers/read-lead.ts';

// A value's role by its features' vectors, made once from the weight table (issue 35 item 6).
describe('Role score: each feature adds its weights, by vector or by name', () => {
  it('holds one vector per feature of the weight table, in the tie order, and no other', () => {
    expect(Object.keys(ROLE)).to.deep.equal(Object.keys(ROLE_WEIGHTS));
    expect([...(ROLE.question as Float64Array)]).to.deep.equal([0, 12, 0, 0]);
    expect([...(ROLE.toolDocumentName as Float64Array)]).to.deep.equal([0, 0, 40, 0]);
    expect([...(ROLE.anotherRecord as Float64Array)]).to.deep.equal([0, 0, 0, 10]);
    expect([...(ROLE.inPersonRecord as Float64Array)]).to.deep.equal([0, 0.5, 0, 0]);
  });

  it('cannot have a vector replaced by a caller (their type forbids writing one)', () => {
    expect(Object.isFrozen(ROLE)).to.equal(true);
    expect(() => ((ROLE as Record<string, unknown>).always = [0, 0, 0, 99])).to.throw(TypeError);
    expect(ROLE.always[0]).to.equal(1);
  });

  it('takes the same role whether a feature is added by its vector or by its name', () => {
    const byVector = new RoleScore();
    const byName = new RoleScore();
    for (const feature of ['always', 'besidePerson', 'phrase', 'consentKey'] as const) {
      byVector.add(ROLE[feature]);
      byName.add(feature);
    }
    expect(byVector.role()).to.equal('context');
    expect(byName.role()).to.equal('context');
    byVector.add(ROLE.otherPartyKey);
    expect(byVector.role()).to.equal('otherParty');
    byVector.reset();
    byVector.add(ROLE.always);
    expect(byVector.role()).to.equal('system');
  });
});

describe("A delivery's roles: a plain object, however many values", () => {
  it('has the prototype and the keys, in order, of one made as `{}`', () => {
    const answers = Object.fromEntries(Array.from({ length: 30 }, (_, n) => [`q${n}`, `Answer number ${n}`]));
    const { roles } = readLead({ name: 'Ivy Stone', phone: '+1 650 555 0190', ...answers });
    expect(Object.getPrototypeOf(roles)).to.equal(Object.prototype);
    expect(roles.constructor).to.equal(Object);
    expect(Object.keys(roles)).to.deep.equal(Object.keys(answers).map((key) => `/${key}`));
    expect(JSON.parse(JSON.stringify(roles))).to.deep.equal({ ...roles });
  });
});
