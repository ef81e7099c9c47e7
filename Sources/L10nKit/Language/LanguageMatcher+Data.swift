// The data behind LanguageMatcher: the tables Apple's localization matching (ICU's `ualoc_localizationsToUse`,
// which `Bundle.preferredLocalizations(from:forPreferences:)` calls on Apple platforms) reads, written out so that
// matching gives the same answer on every platform, whatever ICU (if any) it has. The CLDR-derived tables were
// read from Apple's ICU as the Swift 6.3 toolchain ships it (`lib_FoundationICU`): its parent locales
// (`ures_getLocParent`), language aliases and likely subtags.

extension LanguageMatcher {
  /// Names that Apple maps before anything else: the legacy `.lproj` names, `zh` (Simplified) and the Chinese
  /// region-only tags (ICU dropped these from its alias data in ICU 68; Apple keeps them).
  static let appleAliases: [String: String] = [
    "arabic": "ar", "chinese": "zh_Hans", "danish": "da", "dutch": "nl", "english": "en", "finnish": "fi",
    "french": "fr", "german": "de", "italian": "it", "japanese": "ja", "korean": "ko", "no_NO": "nb_NO",
    "norwegian": "nb", "polish": "pl", "portuguese": "pt", "russian": "ru", "spanish": "es", "swedish": "sv",
    "thai": "th", "turkish": "tr", "yue_CN": "yue_Hans_CN", "yue_HK": "yue_Hant_HK", "zh": "zh_Hans",
    "zh_CN": "zh_Hans_CN", "zh_HK": "zh_Hant_HK", "zh_MO": "zh_Hant_MO", "zh_SG": "zh_Hans_SG", "zh_TW": "zh_Hant_TW",
  ]

  /// CLDR's language aliases (deprecated, overlong, bibliographic and macrolanguage codes) for the languages apps
  /// ship: `old>new`.
  static let languageAliases: [String: String] = pairs(
    """
    afr>af amh>am ara>ar asm>as aze>az bel>be bul>bg ben>bn bod>bo bos>bs cat>ca ces>cs cym>cy dan>da deu>de dzo>dz
    ell>el eng>en epo>eo spa>es est>et eus>eu fas>fa fin>fi fao>fo fra>fr gle>ga gla>gd glg>gl guj>gu hau>ha heb>he
    hin>hi hrv>hr hun>hu hye>hy ind>id ibo>ig isl>is ita>it jpn>ja jav>jv kat>ka kaz>kk khm>km kan>kn kor>ko kur>ku
    kir>ky ltz>lb lao>lo lit>lt lav>lv mlg>mg mri>mi mkd>mk mal>ml mon>mn mar>mr msa>ms mlt>mt mya>my nob>nb nep>ne
    nld>nl nno>nn nor>no ori>or pan>pa pol>pl pus>ps por>pt ron>ro rus>ru kin>rw snd>sd sin>si slk>sk slv>sl som>so
    sqi>sq srp>sr swe>sv swa>sw tam>ta tel>te tgk>tg tha>th tir>ti tuk>tk tur>tr tat>tt uig>ug ukr>uk urd>ur uzb>uz
    vie>vi xho>xh yid>yi yor>yo zho>zh zul>zu alb>sq arm>hy baq>eu bur>my chi>zh cze>cs dut>nl fre>fr geo>ka ger>de
    gre>el ice>is mac>mk mao>mi may>ms per>fa rum>ro slo>sk tib>bo wel>cy cmn>zh arb>ar zsm>ms swh>sw pes>fa ekk>et
    lvs>lv khk>mn iw>he in>id ji>yi jw>jv mo>ro tl>fil sh>sr_Latn hbs>sr_Latn
    """, separator: ">")

  /// Apple's own parent locales, checked before CLDR's: English variants fall back to British English, and
  /// Traditional Chinese falls back through Hong Kong to Taiwan (`zh_Hant` → `zh_TW`, which ends the chain).
  static let appleParents: [String: String] = [
    "ars": "ar", "en_150": "en_GB", "en_AG": "en_GB", "en_AI": "en_GB", "en_AU": "en_GB", "en_BB": "en_GB",
    "en_BD": "en_GB", "en_BM": "en_GB", "en_BN": "en_GB", "en_BS": "en_GB", "en_BW": "en_GB", "en_BZ": "en_GB",
    "en_CC": "en_AU", "en_CK": "en_AU", "en_CX": "en_AU", "en_CY": "en_150", "en_DG": "en_GB", "en_DM": "en_GB",
    "en_FJ": "en_GB", "en_FK": "en_GB", "en_GB": "en_001", "en_GD": "en_GB", "en_GG": "en_GB", "en_GH": "en_GB",
    "en_GI": "en_GB", "en_GM": "en_GB", "en_GY": "en_GB", "en_HK": "en_GB", "en_IE": "en_GB", "en_IM": "en_GB",
    "en_IN": "en_GB", "en_IO": "en_GB", "en_JE": "en_GB", "en_JM": "en_GB", "en_KE": "en_GB", "en_KI": "en_GB",
    "en_KN": "en_GB", "en_KY": "en_GB", "en_LC": "en_GB", "en_LK": "en_GB", "en_LS": "en_GB", "en_MO": "en_GB",
    "en_MS": "en_GB", "en_MT": "en_GB", "en_MU": "en_GB", "en_MV": "en_GB", "en_MW": "en_GB", "en_MY": "en_GB",
    "en_NA": "en_GB", "en_NF": "en_AU", "en_NG": "en_GB", "en_NR": "en_AU", "en_NU": "en_AU", "en_NZ": "en_AU",
    "en_PG": "en_AU", "en_PK": "en_GB", "en_PN": "en_GB", "en_SB": "en_GB", "en_SC": "en_GB", "en_SD": "en_GB",
    "en_SG": "en_GB", "en_SH": "en_GB", "en_SL": "en_GB", "en_SS": "en_GB", "en_SZ": "en_GB", "en_TC": "en_GB",
    "en_TO": "en_GB", "en_TT": "en_GB", "en_TV": "en_GB", "en_TZ": "en_GB", "en_UG": "en_GB", "en_VC": "en_GB",
    "en_VG": "en_GB", "en_VU": "en_GB", "en_WS": "en_AU", "en_ZA": "en_GB", "en_ZM": "en_GB", "en_ZW": "en_GB",
    "es_MX": "es_419", "wuu": "wuu_Hans", "wuu_Hans": "zh_Hans", "wuu_Hant": "zh_Hant", "yue": "yue_Hant",
    "yue_HK": "zh_Hant_HK", "yue_Hans": "zh_Hans", "yue_Hant": "yue_HK", "zh_HK": "zh_Hant", "zh_Hant": "zh_TW",
    "zh_Hant_HK": "zh_HK", "zh_TW": "root",
  ]

  /// The parent locales of ICU's data (CLDR's `parentLocales` plus Apple's additions such as `en_FR`), child →
  /// parent: regional English and Spanish fall back to `en_001`/`en_150` and `es_419`, African and Asian
  /// Portuguese to `pt_PT`, Norwegian Bokmål and Nynorsk to `no`, and a script other than the language's usual
  /// one ends the chain (`root`): `sr_Latn` never falls back to Cyrillic `sr`.
  static let cldrParents: [String: String] = {
    var parents: [String: String] = [:]
    let groups: [(parent: String, children: String)] = [
      (
        "en_001",
        """
        en_150 en_AG en_AI en_AR en_AU en_BB en_BD en_BM en_BN en_BR en_BS en_BW en_BZ en_CC en_CK en_CM en_CV en_CX
        en_CY en_DG en_DM en_ER en_FJ en_FK en_FM en_GB en_GD en_GG en_GH en_GI en_GM en_GY en_HK en_ID en_IE en_IL
        en_IM en_IN en_IO en_JE en_JM en_KE en_KI en_KN en_KY en_LC en_LR en_LS en_MG en_MM en_MO en_MS en_MT en_MU
        en_MV en_MW en_MY en_NA en_NF en_NG en_NR en_NU en_NZ en_PG en_PK en_PN en_PW en_RW en_SB en_SC en_SD en_SG
        en_SH en_SL en_SS en_SX en_SZ en_TC en_TH en_TK en_TO en_TT en_TV en_TZ en_UG en_VC en_VG en_VU en_WS en_ZA
        en_ZM en_ZW
        """
      ),
      (
        "en_150",
        """
        en_AL en_AT en_BE en_BG en_CH en_CZ en_DE en_DK en_EE en_ES en_FI en_FR en_GR en_HU en_IT en_LT en_LV en_NL
        en_NO en_PL en_PT en_RU en_SE en_SI en_SK en_UA
        """
      ),
      ("en_IN", "hi_Latn"),
      (
        "es_419",
        """
        es_AG es_AR es_BB es_BM es_BO es_BQ es_BR es_BS es_BZ es_CA es_CL es_CO es_CR es_CU es_CW es_DM es_DO es_EC
        es_GD es_GT es_GY es_HN es_HT es_KN es_KY es_LC es_MX es_NI es_PA es_PE es_PR es_PY es_SV es_TC es_TT es_US
        es_UY es_VC es_VE es_VG es_VI
        """
      ),
      ("no", "nb nn"),
      ("pt_PT", "pt_AO pt_CH pt_CV pt_FR pt_GQ pt_GW pt_LU pt_MO pt_MZ pt_ST pt_TL"),
      (
        "root",
        """
        az_Cyrl ber_Latn bs_Cyrl ff_Adlm kok_Latn ks_Deva kxv_Deva kxv_Orya kxv_Telu mni_Mtei ms_Arab pa_Arab rej_Rjng
        sat_Deva sd_Deva shi_Latn sr_Latn uz_Arab uz_Cyrl vai_Latn yue_Hans zh_Hant
        """
      ),
      ("zh_Hant_HK", "zh_Hant_MO"),
    ]
    for group in groups {
      for child in group.children.split(whereSeparator: \.isWhitespace) { parents[String(child)] = group.parent }
    }
    return parents
  }()

  /// Languages whose parent chains can meet another language's (`nb` and `nn` reach `no`, `hi_Latn` reaches
  /// `en_IN`), so they are compared with it.
  static let languageGroups: [String: String] = [
    "ars": "ar", "hi": "en", "nb": "no", "nn": "no", "wuu": "zh", "yue": "zh",
  ]

  /// CLDR's likely script and region of each language (`de` → `Latn`, `DE`): the region a bare language means.
  static let likelyScriptAndRegion: [String: (script: String, region: String)] = {
    let text = """
      af-Latn-ZA agq-Latn-CM ain-Kana-JP ak-Latn-GH am-Ethi-ET apw-Latn-US ar-Arab-EG arn-Latn-CL as-Beng-IN
      asa-Latn-TZ ast-Latn-ES az-Latn-AZ ba-Cyrl-RU bas-Latn-CM be-Cyrl-BY bem-Latn-ZM ber-Tfng-MA bez-Latn-TZ
      bg-Cyrl-BG bgc-Deva-IN bho-Deva-IN blo-Latn-BJ bm-Latn-ML bn-Beng-BD bo-Tibt-CN br-Latn-FR brx-Deva-IN
      bs-Latn-BA byn-Ethi-ER ca-Latn-ES ccp-Cakm-BD ce-Cyrl-RU ceb-Latn-PH cgg-Latn-UG cho-Latn-US chr-Cher-US
      cic-Latn-US ckb-Arab-IQ co-Latn-FR cs-Latn-CZ csw-Cans-CA cv-Cyrl-RU cy-Latn-GB da-Latn-DK dav-Latn-KE
      de-Latn-DE dje-Latn-NE doi-Deva-IN dsb-Latn-DE dua-Latn-CM dv-Thaa-MV dyo-Latn-SN dz-Tibt-BT ebu-Latn-KE
      ee-Latn-GH el-Grek-GR en-Latn-US eo-Latn-001 es-Latn-ES et-Latn-EE eu-Latn-ES ewo-Latn-CM fa-Arab-IR ff-Latn-SN
      fi-Latn-FI fil-Latn-PH fo-Latn-FO fr-Latn-FR fur-Latn-IT fy-Latn-NL ga-Latn-IE gaa-Latn-GH gd-Latn-GB
      gez-Ethi-ET gl-Latn-ES gn-Latn-PY gsw-Latn-CH gu-Gujr-IN guz-Latn-KE gv-Latn-IM ha-Latn-NG haw-Latn-US
      he-Hebr-IL hi-Deva-IN hmn-Hmng-CN hr-Latn-HR hsb-Latn-DE hu-Latn-HU hy-Armn-AM ia-Latn-001 id-Latn-ID
      ie-Latn-EE ig-Latn-NG ii-Yiii-CN inh-Cyrl-RU io-Latn-001 is-Latn-IS it-Latn-IT iu-Cans-CA ja-Jpan-JP
      jbo-Latn-001 jgo-Latn-CM jmc-Latn-TZ jv-Latn-ID ka-Geor-GE kab-Latn-DZ kaj-Latn-NG kam-Latn-KE kcg-Latn-NG
      kde-Latn-TZ kea-Latn-CV kgp-Latn-BR khq-Latn-ML ki-Latn-KE kk-Cyrl-KZ kkj-Latn-CM kl-Latn-GL kln-Latn-KE
      km-Khmr-KH kn-Knda-IN ko-Kore-KR kok-Deva-IN kpe-Latn-LR ks-Aran-IN ksb-Latn-TZ ksf-Latn-CM ksh-Latn-DE
      ku-Latn-TR kw-Latn-GB kxv-Latn-IN ky-Cyrl-KG lag-Latn-TZ lb-Latn-LU lg-Latn-UG lij-Latn-IT lkt-Latn-US
      lmo-Latn-IT ln-Latn-CD lo-Laoo-LA lrc-Arab-IR lt-Latn-LT lu-Latn-CD luo-Latn-KE lut-Latn-US luy-Latn-KE
      lv-Latn-LV mai-Deva-IN mas-Latn-KE mer-Latn-KE mfe-Latn-MU mg-Latn-MG mgh-Latn-MZ mgo-Latn-CM mi-Latn-NZ
      mic-Latn-CA mid-Mand-IQ mk-Cyrl-MK ml-Mlym-IN mn-Cyrl-MN mni-Beng-IN moh-Latn-CA mr-Deva-IN ms-Latn-MY
      mt-Latn-MT mua-Latn-CM mus-Latn-US my-Mymr-MM myv-Cyrl-RU mzn-Arab-IR naq-Latn-NA nb-Latn-NO nd-Latn-ZW
      nds-Latn-DE ne-Deva-NP nl-Latn-NL nmg-Latn-CM nn-Latn-NO nnh-Latn-CM nnp-Wcho-IN no-Latn-NO nqo-Nkoo-GN
      nr-Latn-ZA nso-Latn-ZA nus-Latn-SS nv-Latn-US ny-Latn-MW nyn-Latn-UG oc-Latn-FR om-Latn-ET or-Orya-IN
      os-Cyrl-GE osa-Osge-US pa-Guru-IN pcm-Latn-NG pl-Latn-PL pqm-Latn-CA prg-Latn-PL ps-Arab-AF pt-Latn-BR
      qu-Latn-PE raj-Deva-IN rej-Latn-ID rhg-Rohg-MM rm-Latn-CH rn-Latn-BI ro-Latn-RO rof-Latn-TZ ru-Cyrl-RU
      rw-Latn-RW rwk-Latn-TZ sa-Deva-IN sah-Cyrl-RU saq-Latn-KE sat-Olck-IN sbp-Latn-TZ sc-Latn-IT scn-Latn-IT
      sd-Arab-PK se-Latn-NO seh-Latn-MZ ses-Latn-ML sg-Latn-CF shi-Tfng-MA si-Sinh-LK sjd-Cyrl-RU sje-Latn-SE
      sju-Latn-SE sk-Latn-SK sl-Latn-SI sm-Latn-WS smn-Latn-FI sn-Latn-ZW so-Latn-SO sq-Latn-AL sr-Cyrl-RS ss-Latn-ZA
      st-Latn-ZA su-Latn-ID sv-Latn-SE sw-Latn-TZ syr-Syrc-IQ szl-Latn-PL ta-Taml-IN te-Telu-IN teo-Latn-UG
      tg-Cyrl-TJ th-Thai-TH ti-Ethi-ET tig-Ethi-ER tk-Latn-TM tn-Latn-ZA to-Latn-TO tok-Latn-001 tr-Latn-TR
      trv-Latn-TW ts-Latn-ZA tt-Cyrl-RU twq-Latn-NE tzm-Latn-MA ug-Arab-CN uk-Cyrl-UA ur-Aran-PK uz-Latn-UZ
      vai-Vaii-LR ve-Latn-ZA vec-Latn-IT vi-Latn-VN vmw-Latn-MZ vun-Latn-TZ wa-Latn-BE wae-Latn-CH wal-Ethi-ET
      wo-Latn-SN xh-Latn-ZA xnr-Deva-IN xog-Latn-UG yav-Latn-CM yi-Hebr-UA yo-Latn-NG yrl-Latn-BR yue-Hant-HK
      za-Latn-CN zgh-Tfng-MA zh-Hans-CN zu-Latn-ZA
      """
    var table: [String: (script: String, region: String)] = [:]
    for entry in text.split(whereSeparator: \.isWhitespace) {
      let parts = entry.split(separator: "-").map(String.init)
      table[parts[0]] = (parts[1], parts[2])
    }
    return table
  }()

  /// CLDR's likely region of a language in a script other than its usual one (`sr_Latn` → `RS`, `zh_Hant` → `TW`).
  static let likelyRegionOfScript: [String: String] = pairs(
    """
    az_Cyrl>AZ ber_Latn>MA bs_Cyrl>BA ff_Adlm>GN hi_Latn>IN kok_Latn>IN ks_Arab>IN ks_Deva>IN kxv_Deva>IN
    kxv_Orya>IN kxv_Telu>IN mni_Mtei>IN ms_Arab>MY pa_Arab>PK pa_Aran>PK rej_Rjng>ID sat_Deva>IN sd_Deva>IN
    shi_Latn>MA sr_Latn>RS ur_Arab>PK uz_Arab>AF uz_Cyrl>UZ vai_Latn>LR yue_Hans>CN zh_Hant>TW
    """, separator: ">")

  /// The script a language is written in in a region where it is not written in its usual script (`zh_TW` →
  /// `Hant`, `sr_ME` → `Latn`).
  static let likelyScriptOfRegion: [String: String] = [
    "pa_PK": "Aran", "sd_IN": "Deva", "sr_ME": "Latn", "uz_AF": "Arab", "yue_CN": "Hans", "zh_HK": "Hant",
    "zh_MO": "Hant", "zh_TW": "Hant",
  ]

  private static func pairs(_ text: String, separator: Character) -> [String: String] {
    var table: [String: String] = [:]
    for entry in text.split(whereSeparator: \.isWhitespace) {
      let parts = entry.split(separator: separator, maxSplits: 1).map(String.init)
      if parts.count == 2, table[parts[0]] == nil { table[parts[0]] = parts[1] }
    }
    return table
  }
}
