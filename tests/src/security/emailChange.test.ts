/**
 * A teammate's record stays theirs (issue 32), tried against the running bff as an admin, an
 * owner and the operator would: an edit of someone else answers the Users table's row and nothing
 * private; moving someone else's sign-in to an address the editor reads does not let the editor
 * in, because the change waits for the user's confirmation from the address that signs in now;
 * and whenever a sign-in moves, every earlier session of the user ends and the old address is told.
 */
import { logMessages } from '@tongshu/test-support';
import { backend, type Bff, bffForFile } from '../support/bffProcess';
import { freshAddress } from '../support/http';
import {
  castOf,
  invite,
  outboxMailbox,
  PASSWORD,
  signIn,
  uniqueEmail,
  type Cast,
  type Mailbox,
  type Person,
} from '../support/people';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
/** What GET /api/account/users shows of a teammate. */
const TEAM_ROW = ['date_created', 'email', 'id', 'last_login', 'name', 'permission'];
/** What mission control's Users table shows. */
const OPERATOR_ROW = [
  'account_id',
  'date_created',
  'email',
  'enable_support',
  'id',
  'internal_team',
  'last_login',
  'name',
  'permission',
  'reference_code',
];
const CHANGED_SUBJECT = 'Your Tongshu sign-in email has changed';

describe(`a teammate's record and sign-in stay theirs (${backend})`, () => {
  let bff: Bff;
  let mailbox: Mailbox;
  let cast: Cast;

  bffForFile(tally, async (shared) => {
    ({ bff } = shared);
    mailbox = outboxMailbox(bff);
    cast = await castOf(bff, mailbox);
  });

  /** The subjects of the mails sent to `to` since `since`, as the bff logged them. */
  const subjectsTo = (to: string, since: number) =>
    logMessages(bff.stdout())
      .filter((line) => line.startsWith('Mail to '))
      .slice(since)
      .filter((line) => line.startsWith(`Mail to ${to}:`))
      .map((line) => /: "([^"]*)"/.exec(line)?.[1]);

  const edit = (actor: Person, target: Person, fields: Record<string, unknown> = {}) => {
    tally.input();
    const body = {
      id: target.id,
      name: 'Edited',
      email: target.email,
      permission: 'user',
      ...fields,
    };
    return bff.call('PATCH', '/api/user', body, actor.token);
  };

  it("answers an admin's or the owner's edit with the Users table's row, nothing private", async () => {
    for (const actor of [cast.adminA, cast.ownerA]) {
      const saved = await edit(actor, cast.userA);
      expect(saved.status).toBe(200);
      expect(Object.keys(saved.json.data).sort()).toEqual(TEAM_ROW);
      expect(saved.text).not.toContain(cast.userA.icalId);
      tally.refused();
    }
    // The teammate's feeds stay out of reach: the feed id never reached the admin.
    tally.input();
    const master = await bff.call(
      'PATCH',
      '/api/master/user',
      { id: cast.userA.id, name: 'Edited', email: cast.userA.email, permission: 'user' },
      cast.master.token,
    );
    expect(Object.keys(master.json.data).sort()).toEqual(OPERATOR_ROW);
    expect(master.text).not.toContain(cast.userA.icalId);
    tally.refused();
  });

  it("does not let an admin take a teammate's sign-in through the email field", async () => {
    const victim = await invite(bff, mailbox, cast.ownerA, 'victim');
    const attackerBox = uniqueEmail('admin-reads-this');
    const since = mailbox.mark();
    const changed = await edit(cast.adminA, victim, { email: attackerBox });
    expect(changed.status).toBe(200);
    expect(changed.json.data.email).toBe(victim.email);
    expect(changed.json.message).toContain('until they confirm');
    tally.refused();
    // The admin asks for a reset and a magic link at the address they read: nothing is sent.
    const from = freshAddress();
    tally.input(2);
    await bff.call(
      'POST',
      '/api/user/password/reset/request',
      { email: attackerBox },
      undefined,
      from,
    );
    await bff.call('POST', '/api/user/auth/magic', { email: attackerBox }, undefined, from);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subjectsTo(attackerBox, since)).toEqual([]);
    tally.refused(2);
    // The victim still signs in with their own address and password; the admin's does nothing.
    await signIn(bff, victim.email, PASSWORD);
    tally.input();
    const asAttacker = await bff.call('POST', '/api/user/auth', {
      email: attackerBox,
      password: PASSWORD,
    });
    expect(asAttacker.status).toBe(400);
    tally.refused();
    // The confirmation went to the victim's own mailbox, which the admin does not read.
    expect(subjectsTo(victim.email, since)).toEqual(['Confirm your new Tongshu sign-in email']);
  });

  it('moves the sign-in once the user confirms from the old address; every session ends', async () => {
    const member = await invite(bff, mailbox, cast.ownerA, 'mover');
    const other = await signIn(bff, member.email, PASSWORD);
    const next = uniqueEmail('moved');
    const since = mailbox.mark();
    await edit(cast.ownerA, member, { email: next });
    const token = await mailbox.link(member.email, since, 'token');
    tally.input();
    const confirmed = await bff.call('POST', '/api/user/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    for (const session of [member, other]) {
      tally.input();
      expect((await bff.call('GET', '/api/user', undefined, session.token)).status).toBe(401);
      tally.refused();
    }
    await signIn(bff, next, PASSWORD);
    expect(subjectsTo(member.email, since)).toContain(CHANGED_SUBJECT);
    // The link works once.
    tally.input();
    const again = await bff.call('POST', '/api/user/email/confirm', { token });
    expect(again.status).toBe(400);
    tally.refused();
  });

  it("ends a user's other sessions when they change their own email, and tells the old address", async () => {
    const member = await invite(bff, mailbox, cast.ownerA, 'self-mover');
    const laptop = await signIn(bff, member.email, PASSWORD);
    const next = uniqueEmail('self-moved');
    const since = mailbox.mark();
    tally.input();
    const saved = await bff.call(
      'PATCH',
      '/api/user',
      { name: 'Self', email: next, gender: 1, birth_date: '1990-05-15', birth_time: '14:30' },
      member.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.json.data.email).toBe(next);
    for (const session of [member, laptop]) {
      tally.input();
      expect((await bff.call('GET', '/api/user', undefined, session.token)).status).toBe(401);
      tally.refused();
    }
    // The device that made the change goes on with the token the answer carries.
    const renewed = await bff.call('GET', '/api/user', undefined, saved.json.data.token);
    expect(renewed.json.data.email).toBe(next);
    for (let waited = 0; waited < 5000 && !subjectsTo(member.email, since).length; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(subjectsTo(member.email, since)).toEqual([CHANGED_SUBJECT]);
  });

  it("limits the confirmations mailed to one teammate's address, whoever asks", async () => {
    const member = await invite(bff, mailbox, cast.ownerA, 'asked-often');
    const since = mailbox.mark();
    const statuses = [];
    for (const actor of [cast.adminA, cast.ownerA, cast.adminA, cast.ownerA]) {
      statuses.push((await edit(actor, member, { email: uniqueEmail('again') })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    tally.refused();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(subjectsTo(member.email, since)).toHaveLength(3);
  });

  it('makes the operator ask too, and an impersonating operator', async () => {
    const member = await invite(bff, mailbox, cast.ownerB, 'operated');
    tally.input(2);
    const asOperator = await bff.call(
      'PATCH',
      '/api/master/user',
      { id: member.id, name: 'Operated', email: uniqueEmail('op'), permission: 'user' },
      cast.master.token,
    );
    expect(asOperator.json.data.email).toBe(member.email);
    const impersonation = await bff.call(
      'POST',
      '/api/master/user/impersonate',
      { id: member.id },
      cast.master.token,
    );
    const saved = await bff.call(
      'PATCH',
      '/api/user',
      { name: 'Operated', email: uniqueEmail('imp'), gender: 1, birth_date: '1990-05-15' },
      impersonation.json.data.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.json.data.email).toBe(member.email);
    expect(saved.json.data).not.toHaveProperty('token');
    tally.refused(2);
    await signIn(bff, member.email, PASSWORD);
  });
});
