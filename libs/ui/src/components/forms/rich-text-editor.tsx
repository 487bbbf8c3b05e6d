// A small rich-text field (bold, italic, underline, headings, lists, links) on the browser's own contentEditable.
// Its value is HTML. It is an authoring aid, not a safety boundary: whatever it produces must be sanitised by the
// server before anyone else sees it. Pasted content goes in as plain text so foreign markup never gets in.
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Title from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';

export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  label: string;
  /** HTML; an empty editor is ''. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Shown under the editor until there is an error, which takes its place. */
  helperText?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Minimum height of the writing area in px. */
  minHeight?: number;
  /** react-hook-form's field ref, so a server error can focus the editor. */
  ref?: Ref<RichTextEditorHandle>;
}

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';
type Block = 'h2' | 'h3';

interface ToolbarAction {
  key: string;
  label: string;
  shortcut?: string;
  icon: ReactNode;
}

const commands: (ToolbarAction & { command: Command })[] = [
  { key: 'bold', command: 'bold', label: 'Bold', shortcut: 'Ctrl+B', icon: <FormatBold fontSize="small" /> },
  { key: 'italic', command: 'italic', label: 'Italic', shortcut: 'Ctrl+I', icon: <FormatItalic fontSize="small" /> },
  { key: 'underline', command: 'underline', label: 'Underline', shortcut: 'Ctrl+U', icon: <FormatUnderlined fontSize="small" /> },
];
const blocks: (ToolbarAction & { block: Block })[] = [
  { key: 'h2', block: 'h2', label: 'Heading', icon: <Title fontSize="small" /> },
  { key: 'h3', block: 'h3', label: 'Subheading', icon: <Title sx={{ fontSize: 16 }} /> },
];
const lists: (ToolbarAction & { command: Command })[] = [
  { key: 'ul', command: 'insertUnorderedList', label: 'Bulleted list', icon: <FormatListBulleted fontSize="small" /> },
  { key: 'ol', command: 'insertOrderedList', label: 'Numbered list', icon: <FormatListNumbered fontSize="small" /> },
];
const LINK_KEY = 'link';
const toolbarOrder = [...commands.map((c) => c.key), ...blocks.map((b) => b.key), ...lists.map((l) => l.key), LINK_KEY];

/** Only addresses a reader can safely follow; `javascript:` and friends are refused here as well as on the server. */
export function safeLinkAddress(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

// execCommand is deprecated but still the one editing API every browser ships; it keeps the undo stack intact.
const exec = (command: string, value?: string) =>
  typeof document.execCommand === 'function' ? document.execCommand(command, false, value) : false;
const queryState = (command: string) =>
  typeof document.queryCommandState === 'function' ? document.queryCommandState(command) : false;
const queryBlock = () =>
  typeof document.queryCommandValue === 'function' ? document.queryCommandValue('formatBlock').toLowerCase() : '';

// Browsers write bold and italic as <b> and <i>; the semantic <strong> and <em> are what message bodies keep.
const semanticTags: Record<string, string> = { B: 'strong', I: 'em' };

/** The editor's content as the value: semantic tags, and '' for only whitespace (or the <br> browsers leave behind). */
function htmlOf(element: HTMLElement): string {
  if (!element.textContent?.trim() && !element.querySelector('li')) return '';
  const copy = element.cloneNode(true) as HTMLElement;
  for (const old of Array.from(copy.querySelectorAll('b, i'))) {
    const replacement = document.createElement(semanticTags[old.tagName]);
    replacement.append(...Array.from(old.childNodes));
    old.replaceWith(replacement);
  }
  return copy.innerHTML;
}

export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  helperText,
  error,
  required,
  disabled = false,
  minHeight = 180,
  ref,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const editorId = `${id}-editor`;
  const describedById = `${id}-helper`;
  const editorRef = useRef<HTMLDivElement>(null);
  const linkButtonRef = useRef<HTMLButtonElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState<Record<string, boolean>>({});
  const [focusKey, setFocusKey] = useState(toolbarOrder[0]);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkAddress, setLinkAddress] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  useImperativeHandle(ref, () => ({ focus: () => editorRef.current?.focus() }), []);

  // Only a value that differs from what is on screen is written back (a reset, a loaded draft), so typing never
  // loses the caret.
  useEffect(() => {
    const element = editorRef.current;
    if (element && htmlOf(element) !== value) element.innerHTML = value;
  }, [value]);

  const refreshActive = useCallback(() => {
    const element = editorRef.current;
    const selection = document.getSelection();
    if (!element || !selection?.anchorNode || !element.contains(selection.anchorNode)) return;
    const block = queryBlock();
    setActive({
      bold: queryState('bold'),
      italic: queryState('italic'),
      underline: queryState('underline'),
      ul: queryState('insertUnorderedList'),
      ol: queryState('insertOrderedList'),
      h2: block === 'h2',
      h3: block === 'h3',
      link: Boolean(selection.anchorNode.parentElement?.closest('a')),
    });
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshActive);
    return () => document.removeEventListener('selectionchange', refreshActive);
  }, [refreshActive]);

  const emit = () => {
    if (editorRef.current) onChange(htmlOf(editorRef.current));
    refreshActive();
  };

  const run = (command: string, commandValue?: string) => {
    editorRef.current?.focus();
    exec(command, commandValue);
    emit();
  };

  const toggleBlock = (block: Block) => run('formatBlock', active[block] ? 'p' : block);

  const openLink = () => {
    const selection = document.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    savedRange.current = range && editorRef.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
    const existing = selection?.anchorNode?.parentElement?.closest('a');
    setLinkAddress(existing?.getAttribute('href') ?? '');
    setLinkError(null);
    setLinkOpen(true);
  };

  const restoreSelection = () => {
    editorRef.current?.focus();
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
  };

  const applyLink = () => {
    const address = safeLinkAddress(linkAddress);
    if (!address) {
      setLinkError('Enter a web address (https://…) or an email link (mailto:…).');
      return;
    }
    setLinkOpen(false);
    restoreSelection();
    const collapsed = !savedRange.current || savedRange.current.collapsed;
    // With nothing selected, the address itself becomes the link text.
    if (collapsed) exec('insertHTML', `<a href="${address.replace(/"/g, '&quot;')}">${escapeText(linkAddress.trim())}</a>`);
    else exec('createLink', address);
    emit();
  };

  const removeLink = () => {
    setLinkOpen(false);
    restoreSelection();
    exec('unlink');
    emit();
  };

  const onEditorKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLink();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text/plain');
    if (text) exec('insertText', text);
    emit();
  };

  // One tab stop for the whole toolbar; arrows move within it (WAI-ARIA toolbar pattern).
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = toolbarOrder.indexOf(focusKey);
    const next = {
      ArrowRight: (index + 1) % toolbarOrder.length,
      ArrowLeft: (index - 1 + toolbarOrder.length) % toolbarOrder.length,
      Home: 0,
      End: toolbarOrder.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const key = toolbarOrder[next];
    setFocusKey(key);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-key="${key}"]`)?.focus();
  };

  const toolButton = (action: ToolbarAction, pressed: boolean, onClick: () => void, extra: { buttonRef?: Ref<HTMLButtonElement>; hasPopup?: boolean } = {}) => (
    <Box
      component="button"
      type="button"
      key={action.key}
      ref={extra.buttonRef}
      data-key={action.key}
      aria-label={action.label}
      title={action.shortcut ? `${action.label} (${action.shortcut})` : action.label}
      aria-pressed={extra.hasPopup ? undefined : pressed}
      aria-haspopup={extra.hasPopup ? 'dialog' : undefined}
      aria-expanded={extra.hasPopup ? linkOpen : undefined}
      tabIndex={focusKey === action.key ? 0 : -1}
      disabled={disabled}
      // Keep the caret in the text: a mouse press on the toolbar must not take focus from the editor.
      onMouseDown={(event) => event.preventDefault()}
      onFocus={() => setFocusKey(action.key)}
      onClick={onClick}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 36,
        height: 36,
        border: 0,
        borderRadius: 1,
        cursor: 'pointer',
        color: pressed ? 'primary.main' : 'text.secondary',
        bgcolor: pressed ? theme.crewbase.tokens.surfaceMuted : 'transparent',
        '&:hover': { bgcolor: theme.crewbase.tokens.surfaceMuted },
        '&:focus-visible': { outline: `2px solid ${theme.crewbase.tokens.focusRing}`, outlineOffset: 1 },
        '&:disabled': { cursor: 'default', opacity: 0.5 },
      })}
    >
      {action.icon}
    </Box>
  );

  const separator = (key: string) => (
    <Box key={key} aria-hidden sx={{ width: '1px', alignSelf: 'stretch', my: 0.5, mx: 0.5, bgcolor: 'divider' }} />
  );

  const message = error ?? helperText;

  return (
    <Box>
      <Typography id={labelId} component="div" variant="body2" sx={{ mb: 0.75, fontWeight: 500, color: error ? 'error.main' : 'text.primary' }}>
        {label}
        {required && <span aria-hidden> *</span>}
      </Typography>
      <Box
        sx={(theme) => ({
          border: 1,
          borderColor: error ? 'error.main' : theme.crewbase.tokens.border,
          borderRadius: 1,
          bgcolor: disabled ? theme.crewbase.tokens.disabledFill : 'background.paper',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: `0 0 0 1px ${theme.palette.primary.main}` },
        })}
      >
        <Box
          role="toolbar"
          aria-label={`${label} formatting`}
          aria-controls={editorId}
          onKeyDown={onToolbarKeyDown}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {commands.map((action) => toolButton(action, Boolean(active[action.key]), () => run(action.command)))}
          {separator('s1')}
          {blocks.map((action) => toolButton(action, Boolean(active[action.key]), () => toggleBlock(action.block)))}
          {separator('s2')}
          {lists.map((action) => toolButton(action, Boolean(active[action.key]), () => run(action.command)))}
          {separator('s3')}
          {toolButton({ key: LINK_KEY, label: 'Link', shortcut: 'Ctrl+K', icon: <InsertLink fontSize="small" /> }, Boolean(active.link), openLink, {
            buttonRef: linkButtonRef,
            hasPopup: true,
          })}
        </Box>
        <Box
          ref={editorRef}
          id={editorId}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={message ? describedById : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          tabIndex={disabled ? -1 : 0}
          onInput={emit}
          onBlur={onBlur}
          onKeyDown={onEditorKeyDown}
          onKeyUp={refreshActive}
          onMouseUp={refreshActive}
          onFocus={() => exec('defaultParagraphSeparator', 'p')}
          onPaste={onPaste}
          sx={(theme) => ({
            minHeight,
            maxHeight: 480,
            overflowY: 'auto',
            px: 1.75,
            py: 1.25,
            outline: 'none',
            overflowWrap: 'anywhere',
            color: disabled ? theme.crewbase.tokens.disabledText : 'text.primary',
            '& p': { my: 0.75 },
            '& h2': { ...theme.typography.h4, my: 1 },
            '& h3': { ...theme.typography.h5, my: 1 },
            '& a': { color: theme.crewbase.tokens.link },
          })}
        />
      </Box>
      {message && (
        <FormHelperText id={describedById} error={Boolean(error)} sx={{ mx: 1.75 }}>
          {message}
        </FormHelperText>
      )}
      <Popover
        open={linkOpen}
        anchorEl={linkButtonRef.current}
        onClose={() => {
          setLinkOpen(false);
          restoreSelection();
        }}
        // The caret goes back into the text (restoreSelection), not onto the toolbar button.
        disableRestoreFocus
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Link' } }}
      >
        <Stack
          component="form"
          noValidate
          spacing={1.5}
          sx={{ p: 2, width: 'min(340px, 90vw)' }}
          onSubmit={(event) => {
            event.preventDefault();
            applyLink();
          }}
        >
          <TextField
            autoFocus
            label="Link address"
            value={linkAddress}
            onChange={(event) => setLinkAddress(event.target.value)}
            error={Boolean(linkError)}
            helperText={linkError ?? 'For example https://crewbase.example/handbook'}
            size="small"
            fullWidth
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {active.link && (
              <Button variant="secondary" size="small" onClick={removeLink}>
                Remove link
              </Button>
            )}
            <Button type="submit" size="small">
              Apply
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </Box>
  );
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
