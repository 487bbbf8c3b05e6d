import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { ids, procurement } from './inventory-test-data';

const API = '/admin/inventory';

describe('Receiving a procurement', { timeout: 60_000 }, () => {
  it('offers everything outstanding, refuses more than is still to come, and receives part of it', async () => {
    let answer = procurement('IN_PROGRESS');
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET ${API}/procurement/${ids.procurement}`]: () => json(answer),
      [`PATCH ${API}/procurement/receive/${ids.procurement}`]: () => {
        answer = procurement('IN_PROGRESS', [4, 0]);
        return json(answer);
      },
    });
    renderApp(`/admin/inventory/procure/procurements/${ids.procurement}`, { signedIn: true });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Receive' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive this procurement' });
    const paper = within(dialog).getByRole('textbox', { name: 'Arrived now: Printer paper' });
    const toner = within(dialog).getByRole('textbox', { name: 'Arrived now: Toner cartridge' });
    expect(paper).toHaveValue('10');
    expect(toner).toHaveValue('2');

    await user.clear(toner);
    await user.type(toner, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Receive into stock' }));
    expect(toner).toHaveAccessibleDescription('At most 2 are still to come.');
    expect(callsTo(`PATCH ${API}/procurement/receive/${ids.procurement}`)).toHaveLength(0);

    // A partial delivery: 4 reams now, the toner later.
    await user.clear(paper);
    await user.type(paper, '4');
    await user.clear(toner);
    await user.type(toner, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Receive into stock' }));
    expect(await screen.findByText('Received 4 units into stock. The rest is still to come.')).toBeInTheDocument();
    expect(await callsTo(`PATCH ${API}/procurement/receive/${ids.procurement}`)[0].json()).toEqual({ lines: [{ lineId: ids.lineA, quantity: 4 }] });
    expect(within(screen.getByRole('table', { name: 'Procurement lines' })).getAllByRole('row')[1]).toHaveTextContent(/Printer paper104/);
  });
});
