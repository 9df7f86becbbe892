import type { Core } from '@strapi/strapi';
import { dbDate } from '../db/sql';
import { getService } from '../services';
import { TABLES } from '../db/tables';

type Person = { id: number; email: string; display_name?: string | null; username?: string };

/** Who writes each line of a demo conversation. */
type Line = ['buyer' | 'seller', string];

/**
 * Conversations between the demo sellers about one another's listings, so a visitor who signs in
 * as any of them finds /messages, the unread badge and the message notifications alive: each seller
 * has a buyer who wrote and a seller who answered; the buyer's last question in the second one waits unread.
 */
export const DEMO_CONVERSATIONS: Array<{ listing: string; buyer: string; lines: Line[]; unread?: boolean }> = [
  {
    listing: 'Canapé d’angle en cuir',
    buyer: 'youssef@souk.tn',
    lines: [
      ['buyer', 'Bonjour, le canapé est-il toujours disponible ?'],
      ['seller', 'Bonjour, oui il est disponible. Vous pouvez passer le voir samedi.'],
      ['buyer', 'Parfait, samedi vers 10 h ?'],
      ['seller', 'C’est noté, à samedi !'],
    ],
  },
  {
    listing: 'MacBook Air M1',
    buyer: 'salma@souk.tn',
    lines: [
      ['buyer', 'Bonsoir, combien de cycles a la batterie ?'],
      ['seller', 'Bonsoir, 180 cycles, elle tient une journée de cours.'],
      ['buyer', 'Très bien. Vous accepteriez 1 100 DT ?'],
    ],
    unread: true,
  },
  {
    listing: 'Appartement S+2 à La Marsa',
    buyer: 'karim@souk.tn',
    lines: [
      ['buyer', 'Bonjour, l’appartement est-il libre dès le mois prochain ?'],
      ['seller', 'Bonjour, oui, à partir du 1er. Une visite est possible mardi.'],
    ],
  },
  {
    listing: 'PlayStation 5 avec deux manettes',
    buyer: 'amira@souk.tn',
    lines: [
      ['buyer', 'Salut, quels sont les trois jeux inclus ?'],
      ['seller', 'FIFA 23, Spider-Man et Gran Turismo 7.'],
      ['buyer', 'Super, je la prends. On se retrouve où ?'],
      ['seller', 'Devant la gare de Nabeul, demain à 18 h ?'],
    ],
  },
  {
    listing: 'Villa avec piscine à Hammamet',
    buyer: 'nour@souk.tn',
    lines: [
      ['buyer', 'Bonjour, la villa est-elle proche de la plage ?'],
      ['seller', 'Bonjour, à 400 m à pied, dans une rue calme.'],
    ],
  },
];

const MINUTE = 60_000;

/**
 * Writes the demo conversations through the messaging services (notifications included), then
 * spreads them over the last hours and marks read all but the unread one's last message.
 */
export async function seedDemoConversations(strapi: Core.Strapi, listings: Map<string, string>, people: Person[], now = Date.now()) {
  const knex = strapi.db.connection;
  const conversations = getService('conversation');
  const messages = getService('message');
  const byEmail = new Map(people.map((p) => [p.email, p]));
  for (const [k, demo] of DEMO_CONVERSATIONS.entries()) {
    const productId = listings.get(demo.listing);
    const buyer = byEmail.get(demo.buyer);
    if (!productId || !buyer) throw new Error(`Demo conversation: unknown listing or buyer (${demo.listing}, ${demo.buyer})`);
    const { ref } = await conversations.getOrCreate(buyer.id, productId);
    const seller = people.find((p) => p.id === ref.sellerId);
    if (!seller) throw new Error(`Demo conversation: the seller of ${demo.listing} is not a demo account`);
    // The unread one is the newest; the others go back a few hours each.
    const start = now - (demo.unread ? 40 : (k + 1) * 180) * MINUTE - demo.lines.length * 12 * MINUTE;
    for (const [j, [who, text]] of demo.lines.entries()) {
      const sent = await messages.send(ref, who === 'buyer' ? buyer : seller, text);
      const at = dbDate(strapi, new Date(start + j * 12 * MINUTE));
      await knex(TABLES.messages).where('document_id', sent.id).update({ created_at: at, updated_at: at });
      await knex(TABLES.conversations).where('id', ref.id).update({ last_message_at: at, updated_at: at });
      const last = j === demo.lines.length - 1;
      if (demo.unread && last) continue;
      // Read by its recipient, and so is the notification it raised.
      const recipient = who === 'buyer' ? seller : buyer;
      await messages.markRead(recipient.id, [ref.id]);
      await knex(TABLES.notifications)
        .where({ type: 'message', is_read: false, link: `/messages?conversation=${ref.documentId}` })
        .whereIn('id', knex(TABLES.notificationRecipient).where('user_id', recipient.id).select('notification_id'))
        .update({ is_read: true });
    }
  }
}
