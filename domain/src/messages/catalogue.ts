// Every user-facing text the server (and the shared schemas) can produce, in French and Arabic.
// The key names the text in code (`MESSAGES.alreadyLiked`); its snake_case form is the stable code
// the API sends in `error.details.code` (`already_liked`), so a client localises by code and never
// by matching French. `{name}` placeholders are filled from the entry's `params`, in that order.
import { MAX_IMAGES, MESSAGE_MAX_LENGTH } from '../constants';
import { ALERT_MESSAGES } from './catalogue-alerts';
import { REQUEST_CATALOGUE } from './catalogue-requests';
import { TRUST_CATALOGUE } from './catalogue-trust';
import { FILTER_CATALOGUE } from './catalogue-filters';

export interface CatalogueEntry {
  readonly fr: string;
  readonly ar: string;
  /** Placeholder names, in the order the French/Arabic builders take them. */
  readonly params?: readonly string[];
}

export const CATALOGUE = {
  ...TRUST_CATALOGUE,
  ...FILTER_CATALOGUE,

  // Generic and session
  fillAllFields: { fr: 'Veuillez remplir tous les champs', ar: 'يُرجى ملء جميع الحقول' },
  fillRequired: { fr: 'Veuillez remplir tous les champs obligatoires', ar: 'يُرجى ملء جميع الحقول الإلزامية' },
  invalidInput: { fr: 'Données invalides', ar: 'بيانات غير صالحة' },
  invalidEmail: { fr: 'Email invalide', ar: 'بريد إلكتروني غير صالح' },
  notAuthenticated: { fr: 'Vous devez être connecté.', ar: 'يجب عليك تسجيل الدخول.' },
  forbidden: { fr: 'Action non autorisée', ar: 'إجراء غير مسموح به' },
  sessionExpired: { fr: 'Votre session a expiré. Veuillez vous reconnecter.', ar: 'انتهت صلاحية جلستك. يُرجى تسجيل الدخول من جديد.' },
  sessionNotFound: { fr: 'Cette session est introuvable ou déjà terminée.', ar: 'هذه الجلسة غير موجودة أو انتهت بالفعل.' },
  tooManyRequests: { fr: 'Trop de requêtes. Veuillez réessayer dans un instant.', ar: 'طلبات كثيرة جدًا. يُرجى المحاولة بعد قليل.' },
  requestFailed: { fr: 'Request failed', ar: 'فشل الطلب' },
  networkError: { fr: 'Network error', ar: 'خطأ في الاتصال بالشبكة' },
  unknownField: { fr: 'Champ non autorisé : {name}', ar: 'حقل غير مسموح به: {name}', params: ['name'] },
  bodyMustBeObject: { fr: 'Le corps de la requête doit être un objet JSON', ar: 'يجب أن يكون محتوى الطلب كائن JSON' },
  notFound: { fr: 'Ressource introuvable', ar: 'المورد غير موجود' },
  errorTitle: { fr: 'Erreur', ar: 'خطأ' },
  successTitle: { fr: 'Succès', ar: 'تم بنجاح' },
  crashTitle: { fr: "Oups ! Une erreur s'est produite", ar: 'عذرًا! حدث خطأ ما' },
  refreshPage: { fr: 'Rafraîchir la page', ar: 'تحديث الصفحة' },
  pageNotFound: { fr: 'Oops! Page not found', ar: 'عذرًا! الصفحة غير موجودة' },
  checkingAuth: { fr: "Vérification de l'authentification...", ar: 'جارٍ التحقق من تسجيل الدخول...' },
  accessDenied: { fr: 'Accès Refusé', ar: 'الوصول مرفوض' },
  accessDeniedText: { fr: "Vous n'avez pas les permissions nécessaires pour accéder à cette page. Seuls les administrateurs peuvent accéder au tableau de bord.", ar: 'ليست لديك الصلاحيات اللازمة للوصول إلى هذه الصفحة. لوحة التحكم متاحة للمشرفين فقط.' },
  authRequiredTitle: { fr: 'Connexion requise', ar: 'يلزم تسجيل الدخول' },
  authRequiredText: { fr: 'Veuillez vous connecter pour accéder à cette fonctionnalité.', ar: 'يُرجى تسجيل الدخول للوصول إلى هذه الميزة.' },
  signedOut: { fr: 'Déconnexion réussie', ar: 'تم تسجيل الخروج بنجاح' },

  // Authentication
  invalidCredentials: { fr: 'Email ou mot de passe incorrect', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  emailTaken: { fr: 'Un compte existe déjà avec cet email', ar: 'يوجد حساب مسجّل بهذا البريد الإلكتروني' },
  passwordTooShort: { fr: 'Le mot de passe doit contenir au moins 8 caractères', ar: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل' },
  passwordTooCommon: { fr: 'Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner', ar: 'كلمة المرور هذه شائعة جدًا: اختر كلمة يصعب تخمينها' },
  passwordLikeIdentity: { fr: 'Le mot de passe ne doit pas reprendre votre email ou votre nom', ar: 'يجب ألا تكون كلمة المرور هي بريدك الإلكتروني أو اسمك' },
  passwordTooLong: { fr: 'Le mot de passe ne doit pas dépasser 128 caractères', ar: 'يجب ألا تتجاوز كلمة المرور 128 حرفًا' },
  displayNameTooLong: { fr: 'Le nom affiché ne doit pas dépasser 60 caractères', ar: 'يجب ألا يتجاوز الاسم المعروض 60 حرفًا' },
  displayNameRequired: { fr: 'Le nom affiché est requis', ar: 'الاسم المعروض مطلوب' },
  passwordsMismatch: { fr: 'Les mots de passe ne correspondent pas', ar: 'كلمتا المرور غير متطابقتين' },
  currentPasswordRequired: { fr: 'Le mot de passe actuel est requis pour en choisir un nouveau', ar: 'كلمة المرور الحالية مطلوبة لاختيار كلمة مرور جديدة' },
  currentPasswordWrong: { fr: 'Le mot de passe actuel est incorrect', ar: 'كلمة المرور الحالية غير صحيحة' },
  signUpFailedTitle: { fr: "Échec de l'inscription", ar: 'فشل إنشاء الحساب' },
  signInFailedTitle: { fr: 'Échec de la connexion', ar: 'فشل تسجيل الدخول' },
  signUpSuccessTitle: { fr: 'Vérifiez votre email', ar: 'تحقّق من بريدك الإلكتروني' },
  signInSuccessTitle: { fr: 'Bienvenue !', ar: 'مرحبًا بك!' },

  // Account e-mails: password reset and address confirmation
  forgotPasswordSent: {
    fr: 'Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient d’être envoyé.',
    ar: 'إذا كان هناك حساب بهذا العنوان، فقد أُرسل إليه بريد إلكتروني يتضمّن رابط إعادة التعيين.',
  },
  resetLinkInvalid: {
    fr: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
    ar: 'رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا.',
  },
  passwordResetDone: { fr: 'Mot de passe modifié. Vous pouvez vous connecter.', ar: 'تم تغيير كلمة المرور. يمكنك تسجيل الدخول الآن.' },
  confirmLinkInvalid: { fr: 'Ce lien de confirmation est invalide ou a expiré.', ar: 'رابط التأكيد هذا غير صالح أو منتهي الصلاحية.' },
  emailConfirmed: { fr: 'Adresse e-mail confirmée', ar: 'تم تأكيد البريد الإلكتروني' },
  emailAlreadyConfirmed: { fr: 'Votre adresse e-mail est déjà confirmée', ar: 'بريدك الإلكتروني مؤكَّد مسبقًا' },
  confirmationSent: { fr: 'Un nouveau lien de confirmation vient d’être envoyé.', ar: 'أُرسل إليك رابط تأكيد جديد.' },
  confirmationRecentlySent: {
    fr: 'Un lien vient déjà d’être envoyé. Patientez une minute avant de redemander.',
    ar: 'أُرسل رابط منذ قليل. انتظر دقيقة قبل طلب رابط آخر.',
  },
  emailNotConfirmed: {
    fr: 'Confirmez votre adresse e-mail pour publier une annonce ou envoyer un message.',
    ar: 'أكّد بريدك الإلكتروني لتتمكّن من نشر إعلان أو إرسال رسالة.',
  },
  tokenRequired: { fr: 'Le lien est incomplet', ar: 'الرابط غير مكتمل' },
  passwordRequired: { fr: 'Le mot de passe est requis', ar: 'كلمة المرور مطلوبة' },
  passwordWrong: { fr: 'Mot de passe incorrect', ar: 'كلمة المرور غير صحيحة' },
  deleteConfirmationMismatch: { fr: 'Saisissez SUPPRIMER pour confirmer', ar: 'اكتب SUPPRIMER للتأكيد' },
  languageInvalid: { fr: 'Langue non reconnue (fr ou ar)', ar: 'لغة غير معروفة (fr أو ar)' },

  // Products and publishing
  maxImagesTitle: { fr: 'Limite atteinte', ar: 'تم بلوغ الحد الأقصى' },
  maxImages: { fr: `Maximum ${MAX_IMAGES} images autorisées`, ar: `يُسمح بـ ${MAX_IMAGES} صور كحد أقصى` },
  imageTooLarge: { fr: 'Chaque image doit faire au plus 5 Mo', ar: 'يجب ألا يتجاوز حجم كل صورة 5 ميغابايت' },
  productNotFound: { fr: 'Produit introuvable', ar: 'المنتج غير موجود' },
  productNotFoundText: { fr: "Ce produit n'existe pas ou a été supprimé", ar: 'هذا المنتج غير موجود أو تم حذفه' },
  notOwner: { fr: 'Vous ne pouvez modifier que vos propres annonces', ar: 'لا يمكنك تعديل إلا إعلاناتك الخاصة' },
  publishFailed: { fr: "Impossible de publier l'annonce", ar: 'تعذّر نشر الإعلان' },
  editMode: { fr: 'Mode édition', ar: 'وضع التعديل' },
  priceRequired: { fr: 'Le prix est requis', ar: 'السعر مطلوب' },
  priceInvalid: { fr: 'Le prix doit être un nombre positif', ar: 'يجب أن يكون السعر رقمًا موجبًا' },
  priceTooHigh: { fr: 'Le prix ne doit pas dépasser 100 000 000', ar: 'يجب ألا يتجاوز السعر 100 000 000' },
  categoryRequired: { fr: 'La catégorie est requise', ar: 'الفئة مطلوبة' },
  locationRequired: { fr: 'La localisation est requise', ar: 'الموقع مطلوب' },
  titleTooLong: { fr: 'Le titre ne doit pas dépasser 120 caractères', ar: 'يجب ألا يتجاوز العنوان 120 حرفًا' },
  titleTooShort: { fr: 'Le titre doit contenir au moins 5 caractères', ar: 'يجب أن يتكون العنوان من 5 أحرف على الأقل' },
  descriptionTooLong: { fr: 'La description ne doit pas dépasser 5000 caractères', ar: 'يجب ألا يتجاوز الوصف 5000 حرف' },
  descriptionTooShort: { fr: 'La description doit contenir au moins 10 caractères', ar: 'يجب أن يتكون الوصف من 10 أحرف على الأقل' },
  locationTooLong: { fr: 'La localisation ne doit pas dépasser 120 caractères', ar: 'يجب ألا يتجاوز الموقع 120 حرفًا' },
  currencyInvalid: { fr: 'Devise invalide (TND ou EUR)', ar: 'عملة غير صالحة (TND أو EUR)' },
  conditionInvalid: { fr: 'État invalide', ar: 'حالة غير صالحة' },
  latitudeInvalid: { fr: 'Latitude invalide', ar: 'خط العرض غير صالح' },
  longitudeInvalid: { fr: 'Longitude invalide', ar: 'خط الطول غير صالح' },
  coordinatesIncomplete: { fr: 'La latitude et la longitude vont ensemble', ar: 'يجب إدخال خط العرض وخط الطول معًا' },
  cityUnknown: { fr: 'Ville inconnue', ar: 'مدينة غير معروفة' },
  optionInvalid: { fr: 'Valeur non reconnue', ar: 'قيمة غير معروفة' },
  mustBeBoolean: { fr: 'La valeur doit être vraie ou fausse', ar: 'يجب أن تكون القيمة صحيحة أو خاطئة' },
  mustBeText: { fr: 'La valeur doit être un texte', ar: 'يجب أن تكون القيمة نصًا' },
  mustBeList: { fr: 'La valeur doit être une liste', ar: 'يجب أن تكون القيمة قائمة' },
  // Voiture
  carBrandRequired: { fr: 'La marque est requise', ar: 'العلامة التجارية مطلوبة' },
  carModelRequired: { fr: 'Le modèle est requis', ar: 'الطراز مطلوب' },
  carYearRequired: { fr: "L'année est requise", ar: 'السنة مطلوبة' },
  carYearRange: { fr: "L'année doit être comprise entre 1990 et {max}", ar: 'يجب أن تكون السنة بين 1990 و{max}', params: ['max'] },
  carConditionRequired: { fr: "L'état du véhicule est requis", ar: 'حالة المركبة مطلوبة' },
  carMileageInvalid: { fr: 'Le kilométrage doit être un nombre entier positif', ar: 'يجب أن يكون عدد الكيلومترات عددًا صحيحًا موجبًا' },
  carDoorsInvalid: { fr: 'Le nombre de portes doit être compris entre 1 et 9', ar: 'يجب أن يكون عدد الأبواب بين 1 و9' },
  // Immobilier
  realEstateTypeRequired: { fr: 'Le type de bien est requis', ar: 'نوع العقار مطلوب' },
  roomsRequired: { fr: 'Le nombre de pièces est requis', ar: 'عدد الغرف مطلوب' },
  roomsRange: { fr: 'Le nombre de pièces doit être compris entre 0 et 20', ar: 'يجب أن يكون عدد الغرف بين 0 و20' },
  bathroomsRange: { fr: 'Le nombre de salles de bain doit être compris entre 0 et 10', ar: 'يجب أن يكون عدد الحمّامات بين 0 و10' },
  floorRange: { fr: "L'étage doit être compris entre 0 et 50", ar: 'يجب أن يكون الطابق بين 0 و50' },
  surfaceRequired: { fr: 'La surface est requise', ar: 'المساحة مطلوبة' },
  surfaceMin: { fr: 'La surface doit être au moins 1 m²', ar: 'يجب ألا تقل المساحة عن 1 م²' },
  // Emplois
  jobTypeRequired: { fr: 'Le type de contrat est requis', ar: 'نوع العقد مطلوب' },
  jobSectorRequired: { fr: "Le secteur d'activité est requis", ar: 'قطاع النشاط مطلوب' },
  salaryInvalid: { fr: 'Le salaire doit être un nombre entier positif', ar: 'يجب أن يكون الراتب عددًا صحيحًا موجبًا' },
  salaryOrder: { fr: 'Le salaire minimum doit être inférieur ou égal au salaire maximum', ar: 'يجب أن يكون الحد الأدنى للراتب أقل من الحد الأقصى أو مساويًا له' },

  // Likes and promotion
  likeRequiresLogin: { fr: 'Vous devez être connecté pour aimer des produits', ar: 'يجب تسجيل الدخول للإعجاب بالمنتجات' },
  alreadyLiked: { fr: 'Vous avez déjà aimé ce produit', ar: 'لقد أعجبك هذا المنتج من قبل' },
  ownProductLike: { fr: 'Vous ne pouvez pas aimer votre propre produit', ar: 'لا يمكنك الإعجاب بمنتجك' },
  ownProductLabel: { fr: 'Votre produit', ar: 'منتجك' },
  likePending: { fr: 'En cours...', ar: 'جارٍ التنفيذ...' },
  likeFailed: { fr: "Impossible d'aimer ce produit", ar: 'تعذّر الإعجاب بهذا المنتج' },
  liked: { fr: 'Produit aimé !', ar: 'أعجبك المنتج!' },
  likedText: { fr: 'Vous avez aimé ce produit', ar: 'لقد أعجبك هذا المنتج' },
  addedToFavorites: { fr: 'Produit ajouté aux favoris', ar: 'تمت إضافة المنتج إلى المفضلة' },
  promoted: { fr: 'Produit promu avec succès', ar: 'تمت ترقية المنتج بنجاح' },
  promoteFailed: { fr: 'Impossible de promouvoir le produit', ar: 'تعذّرت ترقية المنتج' },

  // Deletion
  deleteProductConfirm: { fr: 'Êtes-vous sûr de vouloir supprimer ce produit ? Cette action est irréversible.', ar: 'هل أنت متأكد من رغبتك في حذف هذا المنتج؟ لا يمكن التراجع عن هذا الإجراء.' },
  deleteAccountConfirm: { fr: 'Êtes-vous sûr de vouloir supprimer votre compte ? Cette action est irréversible.', ar: 'هل أنت متأكد من رغبتك في حذف حسابك؟ لا يمكن التراجع عن هذا الإجراء.' },
  deleteCategoryConfirm: { fr: 'Êtes-vous sûr de vouloir supprimer cette catégorie ?', ar: 'هل أنت متأكد من رغبتك في حذف هذه الفئة؟' },
  productDeletedTitle: { fr: 'Produit supprimé', ar: 'تم حذف المنتج' },
  productDeleted: { fr: 'Votre produit a été supprimé avec succès', ar: 'تم حذف منتجك بنجاح' },
  productDeleteFailed: { fr: 'Impossible de supprimer le produit', ar: 'تعذّر حذف المنتج' },
  accountDeleted: { fr: 'Compte supprimé', ar: 'تم حذف الحساب' },
  accountDeleteFailed: { fr: 'Impossible de supprimer le compte', ar: 'تعذّر حذف الحساب' },

  // Messaging
  messageEmpty: { fr: 'Le message ne peut pas être vide', ar: 'لا يمكن أن تكون الرسالة فارغة' },
  messageTooLong: { fr: `Le message ne doit pas dépasser ${MESSAGE_MAX_LENGTH} caractères`, ar: `يجب ألا تتجاوز الرسالة ${MESSAGE_MAX_LENGTH} حرف` },
  messageSendFailed: { fr: "Impossible d'envoyer le message", ar: 'تعذّر إرسال الرسالة' },
  conversationRequired: { fr: 'Sélectionnez une conversation', ar: 'اختر محادثة' },
  conversationNotFound: { fr: 'Conversation introuvable', ar: 'المحادثة غير موجودة' },
  ownProductConversation: { fr: 'Vous ne pouvez pas vous contacter vous-même', ar: 'لا يمكنك مراسلة نفسك' },
  loginToChat: { fr: 'Connectez-vous pour commencer une conversation', ar: 'سجّل الدخول لبدء محادثة' },
  redirectToMessages: { fr: 'Redirection vers les messages', ar: 'جارٍ التوجيه إلى الرسائل' },
  productIdRequired: { fr: 'Le produit est requis', ar: 'المنتج مطلوب' },

  // Chat widgets
  chatMessageEmpty: { fr: 'Veuillez saisir un message', ar: 'يُرجى كتابة رسالة' },
  chatMessageTooLong: { fr: 'Le message ne doit pas dépasser 500 caractères', ar: 'يجب ألا تتجاوز الرسالة 500 حرف' },
  botError: { fr: 'Erreur de communication avec le bot', ar: 'خطأ في الاتصال بروبوت المساعدة' },

  // Profile and settings
  profileUpdated: { fr: 'Profil mis à jour avec succès', ar: 'تم تحديث الملف الشخصي بنجاح' },
  profileUpdateFailed: { fr: 'Erreur lors de la mise à jour du profil', ar: 'حدث خطأ أثناء تحديث الملف الشخصي' },
  settingsUpdateFailed: { fr: 'Impossible de mettre à jour le profil', ar: 'تعذّر تحديث الملف الشخصي' },
  bioTooLong: { fr: 'La biographie ne doit pas dépasser 1000 caractères', ar: 'يجب ألا تتجاوز النبذة 1000 حرف' },
  phoneInvalid: { fr: 'Numéro de téléphone invalide', ar: 'رقم هاتف غير صالح' },
  notProvided: { fr: 'Non renseigné', ar: 'غير محدد' },
  noBio: { fr: 'Aucune biographie', ar: 'لا توجد نبذة' },

  // Admin forms (SPEC 5)
  nameTooShort: { fr: 'Le nom doit contenir au moins 2 caractères', ar: 'يجب أن يتكون الاسم من حرفين على الأقل' },
  categoryDescriptionTooLong: { fr: 'La description ne doit pas dépasser 500 caractères', ar: 'يجب ألا يتجاوز الوصف 500 حرف' },
  usernameTooShort: { fr: "Le nom d'utilisateur doit contenir au moins 3 caractères", ar: 'يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل' },
  firstNameRequired: { fr: 'Le prénom est requis', ar: 'الاسم الأول مطلوب' },
  lastNameRequired: { fr: 'Le nom est requis', ar: 'اللقب مطلوب' },
  roleInvalid: { fr: 'Rôle invalide', ar: 'دور غير صالح' },
  categoryInUse: { fr: 'Cette catégorie contient des produits et ne peut pas être supprimée', ar: 'تحتوي هذه الفئة على منتجات ولا يمكن حذفها' },
  adminCannotBeDeleted: { fr: 'Un administrateur ne peut pas être supprimé', ar: 'لا يمكن حذف مشرف' },

  // Product list query
  pageInvalid: { fr: 'La page doit être un entier supérieur ou égal à 1', ar: 'يجب أن يكون رقم الصفحة عددًا صحيحًا أكبر من 1 أو يساويه' },
  pageSizeInvalid: { fr: 'La taille de page doit être comprise entre 1 et 100', ar: 'يجب أن يكون حجم الصفحة بين 1 و100' },
  searchTooLong: { fr: 'La recherche ne doit pas dépasser 100 caractères', ar: 'يجب ألا يتجاوز البحث 100 حرف' },
  sortInvalid: { fr: 'Tri non reconnu', ar: 'ترتيب غير معروف' },
  categoryUnknown: { fr: 'Catégorie inconnue', ar: 'فئة غير معروفة' },
  dateRangeInvalid: { fr: 'Période non reconnue', ar: 'فترة غير معروفة' },
  minPriceAboveMax: { fr: 'Le prix minimum doit être inférieur ou égal au prix maximum', ar: 'يجب أن يكون أدنى سعر أقل من أعلى سعر أو مساويًا له' },
  booleanParamInvalid: { fr: 'La valeur doit être true ou false', ar: 'يجب أن تكون القيمة true أو false' },

  // Map and geocoding
  mapBBoxInvalid: { fr: 'La zone de carte doit être « ouest,sud,est,nord » en degrés', ar: 'يجب أن تكون منطقة الخريطة «غرب,جنوب,شرق,شمال» بالدرجات' },
  mapZoomInvalid: { fr: 'Le zoom doit être un entier entre 0 et 22', ar: 'يجب أن يكون التكبير عددًا صحيحًا بين 0 و22' },
  mapDistanceInvalid: { fr: 'La distance maximale doit être comprise entre 0,1 et 500 km', ar: 'يجب أن تكون المسافة القصوى بين 0.1 و500 كم' },
  mapDistanceIncomplete: { fr: 'La distance maximale demande une position (lat et lng)', ar: 'تتطلب المسافة القصوى موقعًا (lat وlng)' },
  geocodeQueryRequired: { fr: 'Indiquez une ville ou une adresse à rechercher', ar: 'أدخل مدينة أو عنوانًا للبحث' },
  geocodeUnavailable: { fr: 'La recherche d’adresse est indisponible pour le moment', ar: 'البحث عن العنوان غير متاح حاليًا' },

  // Lists
  loadingProducts: { fr: 'Chargement des produits...', ar: 'جارٍ تحميل المنتجات...' },
  noProducts: { fr: 'Aucun produit disponible', ar: 'لا توجد منتجات متاحة' },
  noResults: { fr: 'Aucun résultat trouvé', ar: 'لم يتم العثور على نتائج' },
  loadErrorTitle: { fr: 'Erreur de chargement', ar: 'خطأ في التحميل' },
  loadError: { fr: 'Impossible de charger les produits. Veuillez rafraîchir la page.', ar: 'تعذّر تحميل المنتجات. يُرجى تحديث الصفحة.' },
  reserved: { fr: 'Réservé', ar: 'محجوز' },
  available: { fr: 'Disponible', ar: 'متاح' },
  yes: { fr: 'Oui', ar: 'نعم' },
  no: { fr: 'Non', ar: 'لا' },
  groundFloor: { fr: 'Rez-de-chaussée', ar: 'الطابق الأرضي' },
  conditionLabel: { fr: 'État', ar: 'الحالة' },
  free: { fr: 'Gratuit', ar: 'مجاني' },

  // Server answers: fallbacks by HTTP status (Strapi's own errors get these)
  badRequest: { fr: 'Requête invalide', ar: 'طلب غير صالح' },
  methodNotAllowed: { fr: 'Méthode non autorisée', ar: 'طريقة غير مسموح بها' },
  conflict: { fr: 'Conflit avec l’état actuel de la ressource', ar: 'تعارض مع الحالة الحالية للمورد' },
  payloadTooLarge: { fr: 'Requête trop volumineuse (5 Mo maximum par image)', ar: 'الطلب كبير جدًا (5 ميغابايت كحد أقصى لكل صورة)' },
  unsupportedMediaType: { fr: 'Type de contenu non pris en charge', ar: 'نوع المحتوى غير مدعوم' },
  internalError: { fr: 'Erreur interne du serveur', ar: 'خطأ داخلي في الخادم' },
  serviceUnavailable: { fr: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.', ar: 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة بعد لحظات.' },

  // Request bodies and free text (what the server agrees to read)
  requestTooLarge: { fr: 'Requête trop volumineuse', ar: 'الطلب كبير جدًا' },
  imagesTooLarge: { fr: `Images trop volumineuses (${MAX_IMAGES} images de 5 Mo au plus)`, ar: `الصور كبيرة جدًا (${MAX_IMAGES} صور بحد أقصى 5 ميغابايت لكل صورة)` },
  filesNotAccepted: { fr: 'Cette adresse n’accepte pas de fichiers', ar: 'هذا العنوان لا يقبل الملفات' },
  multipartInvalid: { fr: 'Formulaire multipart invalide', ar: 'نموذج multipart غير صالح' },
  onlyImagesField: { fr: 'Seul le champ « images » accepte des fichiers', ar: 'الحقل « images » وحده يقبل الملفات' },
  tooManyFormFields: { fr: 'Trop de champs dans le formulaire', ar: 'عدد الحقول في النموذج كبير جدًا' },
  invalidJson: { fr: 'Le corps de la requête doit être du JSON valide', ar: 'يجب أن يكون محتوى الطلب بصيغة JSON صالحة' },
  forbiddenKey: { fr: 'Données invalides : clé interdite', ar: 'بيانات غير صالحة: مفتاح غير مسموح به' },
  unsupportedEncoding: { fr: 'Encodage non pris en charge', ar: 'ترميز غير مدعوم' },
  nulCharacter: { fr: 'La requête contient un caractère interdit (NUL)', ar: 'يحتوي الطلب على حرف غير مسموح به (NUL)' },
  controlCharacters: { fr: 'Le texte contient des caractères non autorisés', ar: 'يحتوي النص على أحرف غير مسموح بها' },
  adminOnly: { fr: 'Réservé aux administrateurs', ar: 'مخصص للمشرفين فقط' },
  languageUnknown: { fr: 'Langue inconnue (fr ou ar)', ar: 'لغة غير معروفة (fr أو ar)' },

  // Server answers: accounts and profiles
  accountDisabled: { fr: 'Votre compte est désactivé. Contactez le support.', ar: 'حسابك معطّل. يُرجى الاتصال بالدعم.' },
  profileNotFound: { fr: 'Profil introuvable', ar: 'الملف الشخصي غير موجود' },
  userNotFound: { fr: 'Utilisateur introuvable', ar: 'المستخدم غير موجود' },
  usernameTaken: { fr: 'Ce nom d’utilisateur est déjà pris', ar: 'اسم المستخدم هذا مستعمل بالفعل' },
  usernameOrEmailTaken: { fr: 'Ce nom d’utilisateur ou cet email est déjà utilisé', ar: 'اسم المستخدم أو البريد الإلكتروني مستعمل بالفعل' },
  ownAdminRights: {
    fr: 'Vous ne pouvez pas retirer vos propres droits d’administrateur ni désactiver votre compte',
    ar: 'لا يمكنك سحب صلاحيات المشرف الخاصة بك أو تعطيل حسابك',
  },
  userCreated: { fr: 'Utilisateur créé', ar: 'تم إنشاء المستخدم' },
  userUpdated: { fr: 'Utilisateur modifié', ar: 'تم تعديل المستخدم' },
  userDeleted: { fr: 'Utilisateur supprimé', ar: 'تم حذف المستخدم' },
  deletedUserName: { fr: 'Utilisateur supprimé', ar: 'مستخدم محذوف' },
  defaultUserName: { fr: 'Utilisateur', ar: 'مستخدم' },

  // Server answers: categories
  categoryNotFound: { fr: 'Catégorie introuvable', ar: 'الفئة غير موجودة' },
  categoryNameTaken: { fr: 'Une catégorie porte déjà ce nom', ar: 'توجد فئة بهذا الاسم بالفعل' },
  categoryInTaxonomy: {
    fr: 'Cette catégorie fait partie de la taxonomie du site et ne peut pas être supprimée',
    ar: 'هذه الفئة جزء من تصنيف الموقع ولا يمكن حذفها',
  },
  categoryCreated: { fr: 'Catégorie créée', ar: 'تم إنشاء الفئة' },
  categoryUpdated: { fr: 'Catégorie modifiée', ar: 'تم تعديل الفئة' },
  categoryDeleted: { fr: 'Catégorie supprimée', ar: 'تم حذف الفئة' },

  // Server answers: products, photos, likes
  productCreated: { fr: 'Produit créé', ar: 'تم إنشاء المنتج' },
  productUpdated: { fr: 'Produit modifié', ar: 'تم تعديل المنتج' },
  dataFieldInvalidJson: { fr: 'Le champ « data » doit contenir du JSON valide', ar: 'يجب أن يحتوي الحقل « data » على JSON صالح' },
  imageNotInLibrary: {
    fr: 'L’image doit provenir de la médiathèque du site (adresse /uploads/…)',
    ar: 'يجب أن تكون الصورة من مكتبة وسائط الموقع (العنوان /uploads/…)',
  },
  imageUnreadable: { fr: 'Fichier image illisible', ar: 'ملف صورة غير مقروء' },
  imageNotOfProduct: { fr: "Cette image n'appartient pas à l'annonce", ar: 'هذه الصورة لا تنتمي إلى هذا الإعلان' },
  imageFileMissing: { fr: "Une photo annoncée manque dans l'envoi", ar: 'إحدى الصور المذكورة غير موجودة في الإرسال' },
  imageTooLargeAt: { fr: 'Image {index} : 5 Mo maximum par image', ar: 'الصورة {index}: 5 ميغابايت كحد أقصى لكل صورة', params: ['index'] },
  imageDataUrlUnsupportedAt: {
    fr: 'Image {index} : format non pris en charge (envoyez une image JPEG, PNG ou WebP)',
    ar: 'الصورة {index}: صيغة غير مدعومة (أرسل صورة JPEG أو PNG أو WebP)',
    params: ['index'],
  },
  imageFormatUnsupportedAt: {
    fr: 'Image {index} : format non pris en charge (JPEG, PNG, WebP, GIF ou AVIF)',
    ar: 'الصورة {index}: صيغة غير مدعومة (JPEG أو PNG أو WebP أو GIF أو AVIF)',
    params: ['index'],
  },
  imageCorruptedAt: { fr: 'Image {index} : fichier image endommagé', ar: 'الصورة {index}: ملف الصورة تالف', params: ['index'] },
  likedAndPromoted: { fr: 'Produit aimé ! Il est maintenant promu.', ar: 'تم الإعجاب بالمنتج! أصبح الآن مروّجًا.' },
  likeNotificationTitle: { fr: 'Nouveau j’aime', ar: 'إعجاب جديد' },
  likeNotificationText: { fr: '{who} aime votre annonce « {title} »', ar: '{who} أعجب بإعلانك « {title} »', params: ['who', 'title'] },
  promotedNotificationTitle: { fr: 'Annonce promue', ar: 'تم ترويج الإعلان' },
  promotedByLikesText: {
    fr: 'Votre annonce « {title} » a atteint {likes} j’aime : elle est maintenant promue !',
    ar: 'بلغ إعلانك « {title} » {likes} إعجابات: أصبح الآن مروّجًا!',
    params: ['title', 'likes'],
  },
  promotedByTeamText: {
    fr: 'Votre annonce « {title} » a été promue par l’équipe Souk.',
    ar: 'قام فريق سوق بترويج إعلانك « {title} ».',
    params: ['title'],
  },

  // Server answers: messaging and notifications
  recipientGone: { fr: 'Votre correspondant a supprimé son compte', ar: 'قام محاورك بحذف حسابه' },
  notAParticipant: { fr: 'Vous ne participez pas à cette conversation', ar: 'أنت لست مشاركًا في هذه المحادثة' },
  sellerMismatch: { fr: 'Ce vendeur ne correspond pas à cette annonce', ar: 'هذا البائع لا يطابق هذا الإعلان' },
  sellerClosed: { fr: 'Ce vendeur ne souhaite pas être contacté', ar: 'هذا البائع لا يرغب في أن يتم التواصل معه' },
  messageNotificationTitle: { fr: 'Nouveau message', ar: 'رسالة جديدة' },
  messageNotificationText: { fr: '{who} : {excerpt}', ar: 'من {who}: {excerpt}', params: ['who', 'excerpt'] },
  messageAboutNotificationText: {
    fr: '{who} à propos de « {title} » : {excerpt}',
    ar: '{who} بخصوص « {title} »: {excerpt}',
    params: ['who', 'title', 'excerpt'],
  },
  someone: { fr: 'Quelqu’un', ar: 'شخص ما' },
  blockedByRecipient: { fr: 'Cet utilisateur ne reçoit plus vos messages', ar: 'هذا المستخدم لم يعد يتلقى رسائلك' },
  recipientBlockedByYou: { fr: 'Vous avez bloqué cet utilisateur : débloquez-le pour lui écrire', ar: 'لقد حظرت هذا المستخدم: ألغِ الحظر لمراسلته' },
  blockedBySeller: { fr: 'Ce vendeur ne reçoit plus vos messages', ar: 'هذا البائع لم يعد يتلقى رسائلك' },
  userBlocked: { fr: 'Utilisateur bloqué', ar: 'تم حظر المستخدم' },
  userUnblocked: { fr: 'Utilisateur débloqué', ar: 'تم إلغاء حظر المستخدم' },
  cursorInvalid: { fr: 'Curseur invalide', ar: 'مؤشر غير صالح' },
  cursorsExclusive: { fr: 'Utilisez after ou before, pas les deux', ar: 'استعمل after أو before وليس الاثنين معًا' },
  notificationNotFound: { fr: 'Notification introuvable', ar: 'الإشعار غير موجود' },
  notificationDeleted: { fr: 'Notification supprimée', ar: 'تم حذف الإشعار' },
  allNotificationsRead: { fr: 'Toutes les notifications ont été marquées comme lues', ar: 'تم تعليم جميع الإشعارات كمقروءة' },

  // Server answers: advertisements and support bot
  adNotFound: { fr: 'Publicité introuvable', ar: 'الإعلان الترويجي غير موجود' },
  adPositionUnknown: { fr: 'Emplacement publicitaire inconnu', ar: 'موضع إعلاني غير معروف' },
  previewLinkInvalid: { fr: 'Lien d’aperçu expiré ou invalide : rouvrez l’aperçu depuis le studio', ar: 'رابط المعاينة منتهي الصلاحية أو غير صالح: أعد فتح المعاينة من الاستوديو' },
  previewLinkMissing: { fr: 'Le lien d’aperçu est requis', ar: 'رابط المعاينة مطلوب' },
  previewLinkTooLong: { fr: 'Lien d’aperçu trop long', ar: 'رابط المعاينة طويل جدًا' },
  chatNotUnderstood: {
    fr: 'Je n’ai pas trouvé de réponse à votre question. Reformulez-la avec d’autres mots ou choisissez une suggestion ci-dessous.',
    ar: 'لم أجد إجابة عن سؤالك. أعد صياغته بكلمات أخرى أو اختر أحد الاقتراحات أدناه.',
  },
  chatWelcome: {
    fr: 'Bonjour ! Je suis l’assistant de Souk. Posez-moi une question sur la publication d’annonces, les messages, la promotion ou la sécurité.',
    ar: 'مرحبا! أنا مساعد سوق. اسألني عن نشر الإعلانات أو الرسائل أو الترويج أو الأمان.',
  },
  chatSuggestRetry: { fr: 'Réessayer', ar: 'إعادة المحاولة' },
  chatSuggestProducts: { fr: 'Voir les produits', ar: 'عرض المنتجات' },
  chatSuggestSupport: { fr: 'Contacter support', ar: 'الاتصال بالدعم' },
  chatSuggestSearch: { fr: 'Rechercher', ar: 'بحث' },
  // Categories as data, moderation, banners
  categoryKindInvalid: {
    fr: 'Type de catégorie invalide (voiture, immobilier, emplois ou autres)',
    ar: 'نوع فئة غير صالح (سيارات أو عقارات أو وظائف أو أخرى)',
  },
  categoryColorInvalid: { fr: 'Couleur invalide (format #rrggbb)', ar: 'لون غير صالح (الصيغة #rrggbb)' },
  categoryIconInvalid: { fr: 'Icône invalide', ar: 'أيقونة غير صالحة' },
  productStatusInvalid: {
    fr: 'Statut inconnu (all, promoted, regular, free ou paid)',
    ar: 'حالة غير معروفة (all أو promoted أو regular أو free أو paid)',
  },
  adminCannotBeDeactivated: { fr: 'Un administrateur ne peut pas être désactivé', ar: 'لا يمكن تعطيل مشرف' },
  reportReasonInvalid: { fr: 'Motif de signalement invalide', ar: 'سبب الإبلاغ غير صالح' },
  reportDetailsTooLong: { fr: 'Le détail ne doit pas dépasser 1000 caractères', ar: 'يجب ألا تتجاوز التفاصيل 1000 حرف' },
  reportAlreadySent: { fr: 'Vous avez déjà signalé cette annonce', ar: 'لقد أبلغت عن هذا الإعلان من قبل' },
  reportOwnProduct: { fr: 'Vous ne pouvez pas signaler votre propre annonce', ar: 'لا يمكنك الإبلاغ عن إعلانك' },
  reportSent: { fr: 'Merci, votre signalement a été envoyé à l’équipe Souk', ar: 'شكرًا، أُرسل بلاغك إلى فريق سوق' },
  reportNotFound: { fr: 'Signalement introuvable', ar: 'البلاغ غير موجود' },
  reportActionInvalid: {
    fr: 'Action inconnue (hide, dismiss ou deactivate_seller)',
    ar: 'إجراء غير معروف (hide أو dismiss أو deactivate_seller)',
  },
  listingHiddenTitle: { fr: 'Annonce masquée', ar: 'تم إخفاء الإعلان' },
  listingHidden: {
    fr: 'Votre annonce « {title} » a été masquée par l’équipe Souk après un signalement.',
    ar: 'قام فريق سوق بإخفاء إعلانك « {title} » بعد بلاغ.',
    params: ['title'],
  },
  adEndBeforeStart: { fr: 'La date de fin doit être postérieure à la date de début', ar: 'يجب أن يكون تاريخ النهاية بعد تاريخ البداية' },
  ...ALERT_MESSAGES,
  ...REQUEST_CATALOGUE,
} as const satisfies Record<string, CatalogueEntry>;
