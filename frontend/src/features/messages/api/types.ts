import type { ThreadCursors } from '@souk/domain';
import type { Pagination } from '@/types/api';

/** docs/API.md "Messaging". */
export type Conversation = {
  id: string;
  product_id: string | null;
  product_title: string | null;
  product_image?: string | null;
  buyer_id: string | null;
  seller_id: string | null;
  other_user_id: string | null;
  other_user_name: string;
  other_user_email: string | null;
  last_message: string | null;
  last_message_time: string | null;
  unread_count: number;
  created_at: string | null;
  blocked_by_me: boolean;
  blocked_me: boolean;
};

export type Message = {
  id: string;
  conversation_id: string;
  content: string;
  sender_id: string | null;
  recipient_id: string | null;
  created_at: string | null;
  read_at: string | null;
  warning: boolean;
  is_mine: boolean;
};

export type ThreadPage = {
  data: Message[];
  meta: { pagination?: Pagination; cursors: ThreadCursors; hasNewer: boolean };
};
