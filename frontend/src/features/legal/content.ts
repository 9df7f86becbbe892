import type { Language } from '@souk/domain';
import { CONTACT_EMAIL } from '@/config/contact';

/**
 * The short legal and about pages, in both languages. Plain sections rather than locale-file keys:
 * they are prose that is read and revised as a whole, and each language is written, not translated
 * line by line.
 */
export type LegalDocument = 'about' | 'terms' | 'privacy';

type Section = { heading: string; paragraphs: string[] };
type Page = { title: string; intro: string; sections: Section[] };


export const LEGAL_PAGES: Record<LegalDocument, Record<Language, Page>> = {
  about: {
    fr: {
      title: 'À propos de Souk',
      intro:
        'Souk est une place de marché de petites annonces pour la Tunisie : voitures, immobilier, emplois et objets de seconde main, en français et en arabe.',
      sections: [
        {
          heading: 'Notre idée',
          paragraphs: [
            'Acheter et vendre près de chez soi doit être simple, rapide sur un téléphone modeste et sûr. Publier une annonce est gratuit ; les échanges se font dans la messagerie de Souk.',
          ],
        },
        {
          heading: 'Contact',
          paragraphs: [
            `Une question, un abus à signaler, une suggestion ? Écrivez-nous à ${CONTACT_EMAIL} ; nous répondons en français et en arabe.`,
          ],
        },
      ],
    },
    ar: {
      title: 'حول سوق',
      intro: 'سوق منصة للإعلانات المبوبة في تونس: سيارات، عقارات، وظائف وأغراض مستعملة، بالعربية والفرنسية.',
      sections: [
        {
          heading: 'فكرتنا',
          paragraphs: ['البيع والشراء قرب منزلك يجب أن يكون بسيطا وسريعا على أي هاتف وآمنا. نشر الإعلان مجاني، والتواصل يتم عبر رسائل سوق.'],
        },
        {
          heading: 'اتصل بنا',
          paragraphs: [`سؤال، إساءة تريد الإبلاغ عنها أو اقتراح؟ راسلنا على ${CONTACT_EMAIL}، نجيب بالعربية والفرنسية.`],
        },
      ],
    },
  },
  terms: {
    fr: {
      title: "Conditions d'utilisation",
      intro: "En utilisant Souk, vous acceptez ces conditions. Elles sont courtes : lisez-les.",
      sections: [
        {
          heading: 'Votre compte',
          paragraphs: [
            'Vous êtes responsable de ce qui est publié depuis votre compte. Gardez votre mot de passe pour vous ; un compte est personnel.',
          ],
        },
        {
          heading: 'Les annonces',
          paragraphs: [
            "Une annonce décrit honnêtement un bien ou un service réel que vous avez le droit de vendre ou de proposer, avec des photos qui lui correspondent et un prix en dinars.",
            "Sont interdits : les objets illégaux, contrefaits ou dangereux, les annonces trompeuses ou en double, et tout contenu haineux ou à caractère sexuel. Une annonce signalée peut être masquée et un compte désactivé.",
          ],
        },
        {
          heading: 'Les échanges',
          paragraphs: [
            "Souk met en relation acheteurs et vendeurs mais n'est partie à aucune vente. Rencontrez-vous dans un lieu public, vérifiez l'article avant de payer et ne versez jamais d'argent à l'avance.",
          ],
        },
        {
          heading: 'Changements',
          paragraphs: ['Nous pouvons modifier ces conditions ; la version en ligne est celle qui s’applique.'],
        },
      ],
    },
    ar: {
      title: 'شروط الاستخدام',
      intro: 'باستعمالك سوق فإنك توافق على هذه الشروط. هي قصيرة، اقرأها.',
      sections: [
        { heading: 'حسابك', paragraphs: ['أنت مسؤول عمّا يُنشر من حسابك. احتفظ بكلمة المرور لنفسك، فالحساب شخصي.'] },
        {
          heading: 'الإعلانات',
          paragraphs: [
            'يصف الإعلان بصدق سلعة أو خدمة حقيقية يحق لك بيعها أو عرضها، بصور مطابقة وسعر بالدينار.',
            'يُمنع: الأشياء غير القانونية أو المقلدة أو الخطرة، الإعلانات المضللة أو المكررة، وكل محتوى يحض على الكراهية أو ذو طابع جنسي. قد يُخفى الإعلان المُبلّغ عنه ويُعطّل الحساب.',
          ],
        },
        {
          heading: 'المعاملات',
          paragraphs: ['يربط سوق بين المشترين والبائعين لكنه ليس طرفا في أي بيع. التقوا في مكان عام، وافحصوا السلعة قبل الدفع، ولا تدفعوا أبدا مسبقا.'],
        },
        { heading: 'التغييرات', paragraphs: ['قد نعدّل هذه الشروط، والنسخة المنشورة هي المعمول بها.'] },
      ],
    },
  },
  privacy: {
    fr: {
      title: 'Politique de confidentialité',
      intro: 'Ce que Souk garde sur vous, pourquoi, et ce que vous pouvez en faire.',
      sections: [
        {
          heading: 'Ce que nous gardons',
          paragraphs: [
            'Votre e-mail, votre nom affiché et, si vous les donnez, votre téléphone, votre ville et votre bio ; vos annonces et leurs photos (sans leurs données de localisation EXIF, retirées à l’envoi) ; vos messages et vos « j’aime ».',
          ],
        },
        {
          heading: 'Qui les voit',
          paragraphs: [
            'Vos annonces sont publiques. Votre e-mail et votre téléphone ne sont montrés aux autres que si vous l’autorisez dans les paramètres de confidentialité. Vos messages ne sont lus que par vous et votre interlocuteur.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            `Vous pouvez modifier votre profil à tout moment et supprimer votre compte depuis les paramètres : vos annonces, messages et « j’aime » sont alors effacés. Pour toute demande : ${CONTACT_EMAIL}.`,
          ],
        },
      ],
    },
    ar: {
      title: 'سياسة الخصوصية',
      intro: 'ما يحتفظ به سوق عنك، ولماذا، وما يمكنك فعله بشأنه.',
      sections: [
        {
          heading: 'ما نحتفظ به',
          paragraphs: [
            'بريدك الإلكتروني واسمك المعروض، وإن أعطيتها: هاتفك ومدينتك ونبذتك؛ إعلاناتك وصورها (دون بيانات الموقع EXIF التي تُحذف عند الرفع)؛ رسائلك وإعجاباتك.',
          ],
        },
        {
          heading: 'من يراها',
          paragraphs: ['إعلاناتك عامة. لا يظهر بريدك وهاتفك للآخرين إلا إذا سمحت بذلك في إعدادات الخصوصية. رسائلك لا يقرؤها إلا أنت ومحاورك.'],
        },
        {
          heading: 'حقوقك',
          paragraphs: [`يمكنك تعديل ملفك في أي وقت وحذف حسابك من الإعدادات، فتُحذف إعلاناتك ورسائلك وإعجاباتك. لأي طلب: ${CONTACT_EMAIL}.`],
        },
      ],
    },
  },
};
