import {
  displayedMessageStatus,
  isInMessageAudience,
  isMessageEditable,
  isMessageLive,
  isMessageVisibleToStaff,
  sendMessageInputSchema,
  saveMessageDraftInputSchema,
} from '../index';

const now = new Date('2026-11-22T12:00:00Z');
const past = '2026-11-22T11:59:00Z';
const future = '2026-11-22T12:01:00Z';
const member = { id: 's-1', departmentId: 'd-ops', locationId: 'l-vi' };
const toEveryone = { recipientType: 'Staff' as const, audience: 'everyone' as const, recipientIds: [] };

describe('message visibility at read time', () => {
  it('is live when Published, or Scheduled with its time come; never as a Draft', () => {
    expect(isMessageLive({ status: 'Published', publishAt: past }, now)).toBe(true);
    expect(isMessageLive({ status: 'Scheduled', publishAt: past }, now)).toBe(true);
    expect(isMessageLive({ status: 'Scheduled', publishAt: now }, now)).toBe(true);
    expect(isMessageLive({ status: 'Scheduled', publishAt: future }, now)).toBe(false);
    expect(isMessageLive({ status: 'Draft', publishAt: null }, now)).toBe(false);
  });

  it('shows admins a due Scheduled message as Published, and allows edits only before it is live', () => {
    expect(displayedMessageStatus({ status: 'Scheduled', publishAt: past }, now)).toBe('Published');
    expect(displayedMessageStatus({ status: 'Scheduled', publishAt: future }, now)).toBe('Scheduled');
    expect(isMessageEditable({ status: 'Draft', publishAt: null }, now)).toBe(true);
    expect(isMessageEditable({ status: 'Scheduled', publishAt: future }, now)).toBe(true);
    expect(isMessageEditable({ status: 'Scheduled', publishAt: past }, now)).toBe(false);
    expect(isMessageEditable({ status: 'Published', publishAt: past }, now)).toBe(false);
  });

  it('matches the audience by the staff member as they are now', () => {
    expect(isInMessageAudience(toEveryone, member)).toBe(true);
    expect(isInMessageAudience({ ...toEveryone, audience: 'departments', recipientIds: ['d-ops'] }, member)).toBe(true);
    expect(isInMessageAudience({ ...toEveryone, audience: 'departments', recipientIds: ['d-fin'] }, member)).toBe(false);
    expect(isInMessageAudience({ ...toEveryone, audience: 'departments', recipientIds: ['d-ops'] }, { ...member, departmentId: null })).toBe(false);
    expect(isInMessageAudience({ ...toEveryone, audience: 'locations', recipientIds: ['l-vi'] }, member)).toBe(true);
    expect(isInMessageAudience({ ...toEveryone, audience: 'staff', recipientIds: ['s-2'] }, member)).toBe(false);
    expect(isInMessageAudience({ ...toEveryone, audience: 'staff', recipientIds: ['s-1'] }, member)).toBe(true);
    expect(isInMessageAudience({ ...toEveryone, recipientType: 'Customer' }, member)).toBe(false);
  });

  it('combines both, and a deleted message is never visible', () => {
    expect(isMessageVisibleToStaff({ ...toEveryone, status: 'Scheduled', publishAt: future }, member, now)).toBe(false);
    expect(isMessageVisibleToStaff({ ...toEveryone, status: 'Scheduled', publishAt: past }, member, now)).toBe(true);
    expect(isMessageVisibleToStaff({ ...toEveryone, status: 'Published', publishAt: past, deleted: true }, member, now)).toBe(false);
  });
});

describe('message input', () => {
  const valid = { title: 'Hello', body: '<p>Hi</p>', recipientType: 'Staff', audience: 'everyone' };
  it('needs a list for targeted audiences and none for everyone', () => {
    expect(saveMessageDraftInputSchema.safeParse(valid).success).toBe(true);
    const missing = saveMessageDraftInputSchema.safeParse({ ...valid, audience: 'departments' });
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['recipientIds']);
    const extra = saveMessageDraftInputSchema.safeParse({ ...valid, recipientIds: ['5f0c6c43-7f4a-4d5e-9b8e-1a2b3c4d5e6f'] });
    expect(extra.error?.issues[0].message).toMatch(/everyone takes no recipient list/);
    const customer = saveMessageDraftInputSchema.safeParse({ ...valid, recipientType: 'Customer', audience: 'staff', recipientIds: ['5f0c6c43-7f4a-4d5e-9b8e-1a2b3c4d5e6f'] });
    expect(customer.error?.issues[0].path).toEqual(['audience']);
  });

  it('names every bad field', () => {
    const result = sendMessageInputSchema.safeParse({ title: ' ', body: '', recipientType: 'Martians', audience: 'everyone', publishAt: 'tomorrow' });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['body', 'publishAt', 'recipientType', 'title']);
  });
});
