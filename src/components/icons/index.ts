// Every icon and small picture the app draws; nothing else in src writes an <svg> (lint: local/no-inline-svg).
export { CheckIcon, CloseIcon, GlobeIcon, type IconProps } from './outline';
export * from './shell-icons';
export * from './chat-icons';
export * from './line-icons';
export * from './kit-icons';
export * from './message-icons';
export * from './pictures';
