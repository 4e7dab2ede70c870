/** The bank calls' answers as the bank dialogs draw them (parsed in lib/api/endpoints). */
export {
  bankAccountAnswerSchema,
  flowLimitListSchema,
  orderTypeListSchema,
  type BankAccountAnswer,
  type BankCard,
  type BankCardSetting,
  type FlowLimitRow,
  type OrderType,
} from '@/lib/api/endpoints/chat-bank';
