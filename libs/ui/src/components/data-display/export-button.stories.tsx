import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { ExportButton } from './export-button';

const meta = { title: 'Data display/ExportButton', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const quiet = { onExport: () => undefined, onCancel: () => undefined };

/** Opens a menu of formats; ListScreen runs the chosen download. */
export const Default: Story = { render: () => <ExportButton {...quiet} /> };

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={300}
      items={[
        { label: 'Ready', node: <ExportButton {...quiet} /> },
        { label: 'Nothing to export', node: <ExportButton {...quiet} disabled /> },
        { label: 'Excel only', node: <ExportButton {...quiet} formats={['xlsx']} /> },
        {
          label: 'Starting (size not known yet)',
          node: <ExportButton {...quiet} running={{ format: 'csv', progress: { bytes: 0, totalBytes: null, rows: null } }} />,
        },
        {
          label: 'Downloading, size and rows known',
          node: <ExportButton {...quiet} running={{ format: 'xlsx', progress: { bytes: 1_300_000, totalBytes: 2_600_000, rows: 12_480 } }} />,
        },
      ]}
    />
  ),
};

export const AdminDark: Story = { ...Catalog, globals: { look: 'admin', mode: 'dark' } };
