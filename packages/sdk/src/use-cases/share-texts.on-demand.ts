// The share texts' rules (the exhibition's texts per language, their `%%…%%` placeholders, the clean share
// link), in a chunk of their own: fetched by the first share set up inside WeChat, never by a page outside
// it or a login waiting for its first tap (issue 33).
export { fillSharePlaceholders, shareConfigFor, shareLinkOf, sharePlaceholderValues } from '@fairpass/domain';
