import { createElement, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { hashtagPath } from '../../../lib/hashtag';
import { readableTextOn } from './colour';
import { splitHashtags } from './hashtags';
import { allowedTags, sanitizedNodes, type RichNode } from './sanitize';
import classes from './RichContent.module.css';

const voidTags = new Set(['br', 'hr', 'img']);
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
// Text here is code or already a link: a # in it is not a hashtag.
const noHashtagsInside = new Set(['a', 'code', 'pre']);

function mentionPath(element: RichNode): string {
  const name = (element.getAttribute?.('data-label') ?? element.textContent ?? '').replace(/^@/, '').trim();
  const base = element.getAttribute?.('data-kind') === 'organization' ? '/organization/' : '/profile/';
  return `${base}${encodeURIComponent(name)}`;
}

function textNodes(text: string, key: string, withHashtags: boolean): ReactNode {
  if (!withHashtags) return text;
  return splitHashtags(text).map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Link key={`${key}-${i}`} to={hashtagPath(part.tag)} className={classes.hashtag}>
        {part.tag}
      </Link>
    ),
  );
}

function toReact(node: RichNode, key: string, withHashtags: boolean): ReactNode {
  if (node.nodeType === TEXT_NODE) return textNodes(node.textContent ?? '', key, withHashtags);
  if (node.nodeType !== ELEMENT_NODE) return null;
  const element = node;
  const tag = element.nodeName.toLowerCase();
  const children = () =>
    Array.from(element.childNodes, (child, i) =>
      toReact(child, `${key}.${i}`, withHashtags && !noHashtagsInside.has(tag)),
    );

  if (tag === 'span' && element.getAttribute?.('data-type') === 'mention') {
    return (
      <Link key={key} to={mentionPath(element)} className={classes.mention}>
        {element.textContent}
      </Link>
    );
  }
  if (!allowedTags.includes(tag)) return children();
  const attr = (name: string) => element.getAttribute?.(name) ?? undefined;
  switch (tag) {
    case 'a':
      return (
        <a key={key} href={attr('href')} target="_blank" rel="nofollow noopener noreferrer ugc">
          {children()}
        </a>
      );
    case 'mark': {
      const background = /background-color:\s*([^;]+)/.exec(attr('style') ?? '')?.[1]?.trim();
      const style = background ? { backgroundColor: background, color: readableTextOn(background) } : undefined;
      return (
        <mark key={key} style={style}>
          {children()}
        </mark>
      );
    }
    case 'img':
      return <img key={key} src={attr('src')} alt={attr('alt') ?? ''} loading="lazy" className={classes.image} />;
    case 'video':
      return <video key={key} src={attr('src')} controls playsInline preload="metadata" className={classes.video} />;
    case 'iframe':
      return (
        <iframe
          key={key}
          src={attr('src')}
          title={attr('src')}
          className={classes.embed}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      );
    case 'span':
      return <span key={key}>{children()}</span>;
    default:
      return voidTags.has(tag) ? createElement(tag, { key }) : createElement(tag, { key }, children());
  }
}

/**
 * A post's or comment's HTML, sanitized again in the browser (and on the server when it renders a shared post)
 * and turned into React elements (never injected as HTML): mentions link to profiles, hashtags to their /hash/ page.
 */
export function RichContent({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => {
    return Array.from(sanitizedNodes(html), (node, i) => toReact(node, String(i), true));
  }, [html]);
  return <div className={className ? `${classes.content} ${className}` : classes.content}>{nodes}</div>;
}
