import { messageBodyText, messageExcerpt, sanitizeMessageBody } from './message-body';

describe('sanitizeMessageBody', () => {
  it.each([
    ['<SCRIPT SRC=https://evil.example/x.js></SCRIPT><p>ok</p>', '<p>ok</p>'],
    ['<scr<script>ipt>alert(1)</script><p>ok</p>', 'ipt&gt;alert(1)<p>ok</p>'],
    ['<p><a href="vbscript:msgbox(1)">v</a></p>', '<p><a>v</a></p>'],
    ['<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">hex</a>', '<a>hex</a>'],
    ['<a href="java&#0000009;script:alert(1)">tab</a>', '<a>tab</a>'],
    ['<a href="\u0001javascript:alert(1)">ctrl</a>', '<a>ctrl</a>'],
    ['<a href="data:image/svg+xml;base64,PHN2Zz4=">svg</a>', '<a>svg</a>'],
    ['<a href="HTTPS://crewbase.test" target="_self" rel="opener">up</a>', '<a href="HTTPS://crewbase.test" rel="noopener noreferrer nofollow" target="_blank">up</a>'],
    ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg><p>after</p>', '<p>after</p>'],
    ['<p style="x" onmouseenter="y" data-x="z" id="i">clean</p>', '<p>clean</p>'],
    ['<form action="https://evil.example"><input name="p"><button>Go</button></form>', 'Go'],
    ['<ul><li>one<li>two</ul><h1>Big</h1><h5>small</h5>', '<ul><li>one</li><li>two</li></ul>Bigsmall'],
    ['<blockquote><em>q</em> <u>u</u> <s>s</s><br></blockquote>', '<blockquote><em>q</em> <u>u</u> <s>s</s><br /></blockquote>'],
  ])('cleans %s', (input, expected) => {
    expect(sanitizeMessageBody(input)).toBe(expected);
  });
});

describe('plain text of a body', () => {
  it('decodes entities, spaces blocks and shortens for lists', () => {
    expect(messageBodyText('<p>Tom &amp; Jerry</p><p>&lt;b&gt; is not bold</p>')).toBe('Tom & Jerry <b> is not bold');
    expect(messageExcerpt(`<p>${'word '.repeat(60)}</p>`, 20)).toBe('word word word word…');
  });
});
