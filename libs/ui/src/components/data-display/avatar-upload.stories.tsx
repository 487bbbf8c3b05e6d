import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { StoryGrid } from '../../testing/story-grid';
import { AvatarUpload } from './avatar-upload';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#F3C948"/><circle cx="48" cy="38" r="18" fill="#086375"/><rect x="18" y="62" width="60" height="34" rx="17" fill="#086375"/></svg>',
  );

const meta = {
  title: 'Data display/AvatarUpload',
  component: AvatarUpload,
  args: { name: 'Adaeze Nwosu', onFileSelected: fn() },
} satisfies Meta<typeof AvatarUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function PreviewOnSelect() {
  const [src, setSrc] = useState<string | null>(null);
  return <AvatarUpload name="Adaeze Nwosu" src={src} onFileSelected={(file) => setSrc(URL.createObjectURL(file))} />;
}

export const Catalog: Story = {
  render: (args) => (
    <StoryGrid
      minWidth={320}
      items={[
        { label: 'initials', node: <AvatarUpload {...args} /> },
        { label: 'photo', node: <AvatarUpload {...args} src={photo} /> },
        { label: 'uploading 40%', node: <AvatarUpload {...args} src={photo} progress={0.4} /> },
        { label: 'error', node: <AvatarUpload {...args} error="That file is larger than 5 MB. Choose a smaller photo." /> },
        { label: 'try it (local preview)', node: <PreviewOnSelect /> },
      ]}
    />
  ),
};
