import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichTextContent } from './rich-text-content';

const meta = {
  title: 'Data display/RichTextContent',
  component: RichTextContent,
  args: {
    sanitizedHtml:
      '<h2>Gate B closes on Friday</h2><p>Please use <strong>Gate A</strong> from 6am. The <a href="https://crewbase.example/handbook">handbook</a> has the new routes.</p><ul><li>Bring your badge</li><li>Park in zone C</li></ul><blockquote>Thank you for your patience.</blockquote>',
  },
} satisfies Meta<typeof RichTextContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every tag the server keeps. */
export const Catalog: Story = {
  args: {
    sanitizedHtml:
      '<h2>Heading</h2><h3>Subheading</h3><h4>Minor heading</h4><p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s>.</p><ol><li>First</li><li>Second</li></ol><ul><li>Bullet</li></ul><p><a href="mailto:hr@crewbase.test">Email HR</a></p><blockquote>A quote</blockquote>',
  },
};
