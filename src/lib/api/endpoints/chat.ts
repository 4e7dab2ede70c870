import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { unshownAnswer } from './common';
import {
  friendEditPayloadSchema,
  friendListPayloadSchema,
  friendListSchema,
  friendSchema,
  friendViewPayloadSchema,
} from './chat-contacts';
import { messageListSchema, messageSchema, readMessagePayloadSchema, sendMessagePayloadSchema } from './chat-messages';
import {
  changeStatusPayloadSchema,
  recoverPayloadSchema,
  roomEnterAnswerSchema,
  roomEnterPayloadSchema,
  roomHistoryPayloadSchema,
  roomListPayloadSchema,
  roomSchema,
} from './chat-rooms';

/**
 * The chat's calls (chat spec sections 3 and 7): rooms, messages and contacts, each area's schemas in
 * its own file; everything stays importable from here.
 */
export * from './chat-contacts';
export * from './chat-messages';
export * from './chat-rooms';

export const chatEndpoints = {
  roomList: defineEndpoint('api/room/list', roomListPayloadSchema, z.array(roomSchema)),
  roomEnter: defineEndpoint('api/room/enter', roomEnterPayloadSchema, roomEnterAnswerSchema),
  roomChangeStatus: defineEndpoint('api/room/changeStatus', changeStatusPayloadSchema, unshownAnswer),
  roomRecover: defineEndpoint('api/room/recover', recoverPayloadSchema, unshownAnswer),
  roomHistory: defineEndpoint('api/room/history', roomHistoryPayloadSchema, messageListSchema),
  readMessage: defineEndpoint('api/readMessage', readMessagePayloadSchema, unshownAnswer),
  sendMessage: defineEndpoint('api/sendMessage', sendMessagePayloadSchema, messageSchema),
  friendList: defineEndpoint('api/friend/list', friendListPayloadSchema, friendListSchema),
  customerList: defineEndpoint('api/customer/list', friendListPayloadSchema, friendListSchema),
  friendView: defineEndpoint('api/friend/view', friendViewPayloadSchema, friendSchema),
  friendEdit: defineEndpoint('api/friend/edit', friendEditPayloadSchema, unshownAnswer),
};
