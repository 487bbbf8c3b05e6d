import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoryGrid } from '../../testing/story-grid';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

const sample =
  '<h2>Gate B closes on Friday</h2><p>Please use <b>Gate A</b> from 6am. The <a href="https://crewbase.example/handbook">handbook</a> has the new routes.</p><ul><li>Bring your badge</li><li>Park in zone C</li></ul>';

function Live(props: Omit<RichTextEditorProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <RichTextEditor {...rest} value={value} onChange={setValue} />;
}

const meta = { title: 'Forms/RichTextEditor', component: RichTextEditor } satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Message', value: '', onChange: () => undefined },
  render: ({ label }) => <Live label={label} required helperText="Bold, headings, lists and links; pasted text arrives plain." />,
};

/** States: empty, filled, error, disabled. */
export const Catalog: Story = {
  args: Default.args,
  render: () => (
    <StoryGrid
      minWidth={320}
      items={[
        { label: 'empty', node: <Live label="Message" minHeight={120} /> },
        { label: 'filled', node: <Live label="Message" initial={sample} minHeight={120} /> },
        { label: 'error', node: <Live label="Message" error="Write the message." minHeight={120} /> },
        { label: 'disabled', node: <Live label="Message" initial={sample} disabled minHeight={120} /> },
      ]}
    />
  ),
};
