import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from './page-header';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Add New Staff',
    breadcrumbs: [{ label: 'Profiles', to: '#profiles' }, { label: 'Staffs', to: '#staffs' }, { label: 'Add New Staff' }],
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={4}>
      <PageHeader title="Dashboard" />
      <PageHeader title="Leave" actions={<Button startIcon={<Add />}>Request leave</Button>} />
      <PageHeader
        title="Staffs"
        breadcrumbs={[{ label: 'Profiles', to: '#profiles' }, { label: 'Staffs' }]}
        actions={
          <>
            <Button variant="secondary">Export</Button>
            <Button variant="adminPrimary" startIcon={<Add />}>
              Add New Staff
            </Button>
          </>
        }
      />
    </Stack>
  ),
};
