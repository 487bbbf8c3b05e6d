import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { RichTextEditor, safeLinkAddress, type RichTextEditorProps } from './rich-text-editor';

// jsdom has no editing engine: record the commands the toolbar asks the browser for.
function stubEditingCommands() {
  const execCommand = vi.fn((_command: string, _ui?: boolean, _value?: string) => true);
  Object.assign(document, { execCommand, queryCommandState: () => false, queryCommandValue: () => '' });
  return execCommand;
}

function Controlled(props: Partial<RichTextEditorProps> & { initial?: string; onValue?: (html: string) => void }) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Message"
        {...rest}
        value={value}
        onChange={(html) => {
          setValue(html);
          onValue?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'execCommand');
    Reflect.deleteProperty(document, 'queryCommandState');
    Reflect.deleteProperty(document, 'queryCommandValue');
  });

  it('is a labelled multi-line text box with a named formatting toolbar', () => {
    stubEditingCommands();
    renderWithTheme(<Controlled required helperText="Staff see this as written." />);
    const editor = screen.getByRole('textbox', { name: 'Message' });
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAttribute('aria-required', 'true');
    expect(editor).toHaveAccessibleDescription('Staff see this as written.');
    const toolbar = screen.getByRole('toolbar', { name: 'Message formatting' });
    expect(within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Bold', 'Italic', 'Underline', 'Heading', 'Subheading', 'Bulleted list', 'Numbered list', 'Link',
    ]);
  });

  it('reports what is written as HTML with semantic bold and italic, and an editor holding only whitespace as empty', () => {
    stubEditingCommands();
    const onValue = vi.fn();
    renderWithTheme(<Controlled onValue={onValue} />);
    const editor = screen.getByRole('textbox', { name: 'Message' });

    editor.innerHTML = '<p>Gate B is <b>closed</b> on <i>Friday</i>.</p>';
    fireEvent.input(editor);
    expect(onValue).toHaveBeenLastCalledWith('<p>Gate B is <strong>closed</strong> on <em>Friday</em>.</p>');
    // The caret stays where it was: what the browser wrote is left in place.
    expect(editor.innerHTML).toBe('<p>Gate B is <b>closed</b> on <i>Friday</i>.</p>');

    editor.innerHTML = '<p> <br></p>';
    fireEvent.input(editor);
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('asks the browser to format the text from the toolbar buttons', async () => {
    const execCommand = stubEditingCommands();
    const onValue = vi.fn();
    renderWithTheme(<Controlled initial="<p>Hello</p>" onValue={onValue} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    expect(execCommand).toHaveBeenCalledWith('bold', false, undefined);
    expect(execCommand).toHaveBeenCalledWith('insertOrderedList', false, undefined);
    expect(execCommand).toHaveBeenCalledWith('formatBlock', false, 'h2');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    expect(onValue).toHaveBeenLastCalledWith('<p>Hello</p>');
  });

  it('is one tab stop whose buttons the arrow keys move between', async () => {
    stubEditingCommands();
    renderWithTheme(<Controlled />);
    const user = userEvent.setup();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('links to web and mail addresses only, refusing script addresses', async () => {
    const execCommand = stubEditingCommands();
    renderWithTheme(<Controlled initial="<p>Handbook</p>" />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    await user.type(within(dialog).getByLabelText('Link address'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByLabelText('Link address')).toHaveAccessibleDescription(/Enter a web address/);
    expect(execCommand).not.toHaveBeenCalledWith('insertHTML', expect.anything(), expect.anything());

    await user.clear(within(dialog).getByLabelText('Link address'));
    await user.type(within(dialog).getByLabelText('Link address'), 'crewbase.example/handbook');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(execCommand).toHaveBeenCalledWith('insertHTML', false, expect.stringContaining('href="https://crewbase.example/handbook"'));
  });

  it('shows the error as the description, and takes a new value from outside (a reset)', async () => {
    stubEditingCommands();
    renderWithTheme(<Controlled initial="<p>Old draft</p>" error="Write the message." />);
    const editor = screen.getByRole('textbox', { name: 'Message' });
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription('Write the message.');
    expect(editor).toHaveTextContent('Old draft');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
    expect(editor).toBeEmptyDOMElement();
  });

  it('accepts http, https and mailto addresses only', () => {
    expect(safeLinkAddress('https://crewbase.example')).toBe('https://crewbase.example/');
    expect(safeLinkAddress('mailto:hr@crewbase.test')).toBe('mailto:hr@crewbase.test');
    expect(safeLinkAddress('data:text/html,hi')).toBeNull();
    expect(safeLinkAddress('  ')).toBeNull();
  });
});
